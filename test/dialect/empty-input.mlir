// An input with no operations (nothing at all, only comments, or a trailing
// separator) is an empty module, as in mlir-opt.
// RUN: printf '' | smem-opt -p smem-coalesce | filecheck %s --check-prefix=EMPTY
// RUN: printf '// only a comment\n' | smem-opt | filecheck %s --check-prefix=EMPTY
// RUN: smem-opt %s -p smem-to-nvvm-ready | filecheck %s --check-prefix=EMPTY
// RUN: smem-opt %s --split-input-file | filecheck %s --check-prefix=SPLIT

// EMPTY: module {
// EMPTY-NEXT: }
// EMPTY-NOT: error

// SPLIT: module {
// SPLIT-NEXT: }
// SPLIT-NEXT: // -----
// SPLIT-NEXT: module {
// SPLIT-NEXT: }

// -----
