gpu.module @m {
}
gpu.module @m {
}
