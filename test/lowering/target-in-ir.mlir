// The target travels in the IR as upstream carries it: a gpu.module's #nvvm.target list, which
// gpu-module-to-binary compiles for. Each kernel below needs 147456 bytes of shared memory per
// block (over sm_75's 64 KiB, within sm_80's 163 KiB).
// Unset, the target is the chip the module names; a module naming several must fit the least of
// them; a chip without known limits (#nvvm.target alone is upstream's sm_50) is an error.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-to-nvvm-ready | filecheck %s
// Lowered for a chip the module names, the list is kept as written; a module naming none gets
// the chip it was lowered for (the default here), and no smem.target anywhere.
// CHECK:     gpu.module @m [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
// CHECK:     smem.dynamic_shared_memory_bytes = 147456
// CHECK:     gpu.module @m [#nvvm.target<chip = "sm_80">, #nvvm.target<chip = "sm_90">] {
// CHECK:     gpu.module @m [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
// CHECK-NOT: smem.target
//
// Asked for a chip the module does not name: an error, never a plan for the wrong chip.
// RUN: not smem-opt %s --split-input-file -p smem-to-nvvm-ready --target sm_90 2>&1 | filecheck %s --check-prefix=ASKED
// ASKED: target-in-ir.mlir:{{[0-9]+}}:3: error: target sm_90 was asked for, but the kernel is for sm_75 (the #nvvm.target of gpu.module @m)
// ASKED: target-in-ir.mlir:{{[0-9]+}}:3: error: target sm_90 was asked for, but the kernel is for sm_80 (the #nvvm.target of gpu.module @m)
// ASKED: target-in-ir.mlir:{{[0-9]+}}:3: error: target sm_90 was asked for, but the kernel is for sm_50 (the #nvvm.target of gpu.module @m)
// Asked for one of several chips, the kernel still meets the least of them:
// ASKED: target-in-ir.mlir:{{[0-9]+}}:3: error: kernel '@k' needs 147456 bytes of dynamic shared memory per block, over the sm_75 limit of 65536 bytes
// ASKED: gpu.module @m [#nvvm.target<chip = "sm_80">, #nvvm.target<chip = "sm_90">] {
//
// The occupancy objective weighs one chip: several need a choice; the bytes objective needs none.
// RUN: not smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true barrier-objective=occupancy}' 2>&1 | filecheck %s --check-prefix=OCCUPANCY
// OCCUPANCY: error: the kernel is for several chips (sm_80, sm_90: the #nvvm.target of gpu.module @m); choose the one to plan for with the pass's target option (or --target)
// RUN: not smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true barrier-objective=occupancy target=sm_80}' 2>&1 | filecheck %s --check-prefix=CHOSEN
// CHOSEN: error: target sm_80 was asked for, but the kernel is for sm_75
// CHOSEN-NOT: several chips
// RUN: smem-opt %s --split-input-file -p smem-coalesce 2>&1 | filecheck %s --check-prefix=BYTES
// BYTES-NOT: error
//
// gpu-module-to-binary compiles the lowered module for the chip it names, with nothing attached
// by hand, and upstream's own pipeline for that chip adds no second target.
// RUN: %if mlir-opt %{ smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --target sm_80 | mlir-opt --pass-pipeline='builtin.module(gpu.module(expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-gpu-to-nvvm,reconcile-unrealized-casts),gpu-module-to-binary{format=isa})' | filecheck %s --check-prefix=BINARY %}
// BINARY:     gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">
// BINARY-SAME: .target sm_80
// BINARY-NOT: #gpu.object<

gpu.module @m [#nvvm.target<chip = "sm_75", features = "+ptx63">] {
  // expected-error @+1 {{kernel '@k' needs 147456 bytes of dynamic shared memory per block, over the sm_75 limit of 65536 bytes}}
  gpu.func @k(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Z = memref.alloc() : memref<20480xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %z = memref.load %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %A[%tx] : memref<8192xf32>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
  gpu.func @k(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Z = memref.alloc() : memref<20480xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %z = memref.load %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %A[%tx] : memref<8192xf32>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target] {
  // expected-error @+1 {{the kernel is for sm_50 (the #nvvm.target of gpu.module @m), whose shared-memory limits smem-opt does not know}}
  gpu.func @k(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Z = memref.alloc() : memref<20480xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %z = memref.load %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %A[%tx] : memref<8192xf32>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_80">, #nvvm.target<chip = "sm_90">] {
  gpu.func @k(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Z = memref.alloc() : memref<20480xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %z = memref.load %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %A[%tx] : memref<8192xf32>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_75">, #nvvm.target<chip = "sm_90">] {
  // expected-error @+1 {{kernel '@k' needs 147456 bytes of dynamic shared memory per block, over the sm_75 limit of 65536 bytes}}
  gpu.func @k(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Z = memref.alloc() : memref<20480xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %z = memref.load %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %A[%tx] : memref<8192xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%A: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Z = memref.alloc() : memref<20480xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<8192xf32>
    memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %a, %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    %z = memref.load %Z[%tx] : memref<20480xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %A[%tx] : memref<8192xf32>
    gpu.return
  }
}
