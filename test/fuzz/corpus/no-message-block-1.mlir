builtin.module {
