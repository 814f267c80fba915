// Above the static limit (48 KiB) the arena goes to gpu.dynamic_shared_memory: the byte
// count is recorded on the kernel and passed to every gpu.launch_func of it. Both input
// forms: smem.kernel, and upstream gpu.func (with an attribution and a memref.alloc).
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready | filecheck %s
// RUN: smem-opt %s --split-input-file -p convert-smem-to-gpu | filecheck %s --check-prefix=PLAIN
// sm_75 allows exactly 64 KiB per block: still fine.
// RUN: smem-opt %s --split-input-file -p smem-to-nvvm-ready --target sm_75 | filecheck %s --check-prefix=SM75

// CHECK-LABEL: gpu.func @two_live
// CHECK-SAME:    kernel attributes {known_block_size = array<i32: 256, 1, 1>, {{.*}}smem.arena_bytes = 65536 : i64, smem.dynamic_shared_memory_bytes = 65536 : i64,
// CHECK-NEXT:    %smem_dynamic = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NOT:     smem.alloc
// CHECK:         %X = memref.view %smem_dynamic[%X_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
// CHECK:         %Y = memref.view %smem_dynamic[%Y_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: func.func @host
// CHECK:         %[[N:.+]] = arith.constant 65536 : i32
// CHECK-NEXT:    gpu.launch_func @kernels::@two_live blocks in ({{.*}}) threads in ({{.*}}) dynamic_shared_memory_size %[[N]] args(
// CHECK:         %[[N2:.+]] = arith.constant 65536 : i32
// CHECK-NEXT:    gpu.launch_func @kernels::@two_live blocks in ({{.*}}) threads in ({{.*}}) dynamic_shared_memory_size %[[N2]] args(
// Without packing the buffers sit one after the other in dynamic shared memory.
// PLAIN-LABEL: gpu.func @two_live
// PLAIN-SAME:    smem.dynamic_shared_memory_bytes = 65536 : i64
// PLAIN:         %X = memref.view %smem_dynamic[%X_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8192xf32, #gpu.address_space<workgroup>>
// PLAIN:         %Y_offset = arith.constant 32768 : index
// SM75:        smem.dynamic_shared_memory_bytes = 65536 : i64
smem.kernel @two_live(%A: memref<8192xf32>, %B: memref<8192xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %X = smem.alloc : memref<8192xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<8192xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<8192xf32>
  memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %x, %y : f32
  memref.store %s, %B[%tx] : memref<8192xf32>
  smem.return
}
func.func @host(%A: memref<8192xf32>, %B: memref<8192xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  gpu.launch_func @kernels::@two_live blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%A : memref<8192xf32>, %B : memref<8192xf32>)
  gpu.launch_func @kernels::@two_live blocks in (%c256, %c1, %c1) threads in (%c256, %c1, %c1) args(%A : memref<8192xf32>, %B : memref<8192xf32>)
  return
}

// -----

// An upstream gpu.func: a 64 KiB arena is more than a kernel may declare statically, so
// smem-coalesce places it in dynamic shared memory itself (never a static attribution ptxas
// would reject) and records the bytes on the kernel and its launches.
// CHECK-LABEL: gpu.func @wide(%A: memref<8192xf32>, %B: memref<8192xf32>) kernel attributes
// CHECK-SAME:    smem.dynamic_shared_memory_bytes = 65536 : i64
// CHECK-NEXT:    %smem_dynamic = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT:    %smem_arena_offset = arith.constant 0 : index
// CHECK-NEXT:    %smem_arena = memref.view %smem_dynamic[%smem_arena_offset][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<65536xi8, #gpu.address_space<workgroup>>
// CHECK:         %W = memref.view %smem_arena[%W_offset][]
// CHECK:         %V = memref.view %smem_arena[%V_offset][]
// CHECK-NOT:     memref.alloc
// CHECK:         gpu.launch_func @kernels::@wide {{.*}} dynamic_shared_memory_size
// CHECK-NOT:     gpu.launch_func @other::@wide {{.*}} dynamic_shared_memory_size
// PLAIN-LABEL: gpu.func @wide(%A: memref<8192xf32>, %B: memref<8192xf32>) kernel attributes
// PLAIN-SAME:    smem.dynamic_shared_memory_bytes = 65536 : i64
// PLAIN:         %W = memref.view %smem_dynamic[%W_offset][]
// PLAIN:         %V_offset = arith.constant 32768 : index
// PLAIN-NEXT:    %V = memref.view %smem_dynamic[%V_offset][]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wide(%A: memref<8192xf32>, %B: memref<8192xf32>) workgroup(%W : memref<8192xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tx = gpu.thread_id x
      %V = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
      %a = memref.load %A[%tx] : memref<8192xf32>
      memref.store %a, %W[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      memref.store %a, %V[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %W[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      %v = memref.load %V[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %w, %v : f32
      memref.store %s, %B[%tx] : memref<8192xf32>
      gpu.return
    }
  }
  gpu.module @other {
    gpu.func @wide() kernel {
      gpu.return
    }
  }
  func.func @host(%A: memref<8192xf32>, %B: memref<8192xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@wide blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%A : memref<8192xf32>, %B : memref<8192xf32>)
    gpu.launch_func @other::@wide blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
    return
  }
}
