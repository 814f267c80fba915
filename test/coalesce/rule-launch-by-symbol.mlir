// REQUIRES: mlir-opt
// Design §3: launches get the bytes of the kernel their symbol resolves to, through the symbol
// tables around each launch as MLIR resolves them. Two nested modules each hold gpu.module @m with
// a kernel @k whose arena goes to dynamic shared memory (96 KiB and 64 KiB); each module's launch
// of @m::@k gets its own kernel's bytes (before, both got those of the kernel planned last: one
// launch 32 KiB short). --check runs each kernel under its module's launch.
// RUN: smem-opt %s -p smem-to-nvvm-ready | filecheck %s
// RUN: smem-opt %s -p smem-to-nvvm-ready --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN

// CHECK-LABEL: module @first
// CHECK: smem.dynamic_shared_memory_bytes = 98304
// CHECK-LABEL: func.func @host
// CHECK: %[[FIRST:.+]] = arith.constant 98304 : i32
// CHECK-NEXT: gpu.launch_func @m::@k {{.*}} dynamic_shared_memory_size %[[FIRST]]
// CHECK-LABEL: module @second
// CHECK: smem.dynamic_shared_memory_bytes = 65536
// CHECK-LABEL: func.func @host
// CHECK: %[[SECOND:.+]] = arith.constant 65536 : i32
// CHECK-NEXT: gpu.launch_func @m::@k {{.*}} dynamic_shared_memory_size %[[SECOND]]

// RAN-NOT: error
// RAN: ran @first::@m::@k: 1 of 1 block(s) of grid 1x1x1, 256 thread(s)
// RAN: ran @second::@m::@k: 1 of 1 block(s) of grid 1x1x1, 256 thread(s)
module attributes {gpu.container_module} {
  builtin.module @first attributes {gpu.container_module} {
    gpu.module @m {
      gpu.func @k(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
        %c255 = arith.constant 255 : index
        %tx = gpu.thread_id x
        %x = memref.load %in[%tx] : memref<8192xf32>
        %B0 = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %x, %B0[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        %B1 = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %x, %B1[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        %B2 = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %x, %B2[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %m = arith.subi %c255, %tx : index
        %s0 = arith.constant 0.0 : f32
        %b0 = memref.load %B0[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
        %s1 = arith.addf %s0, %b0 : f32
        %b1 = memref.load %B1[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
        %s2 = arith.addf %s1, %b1 : f32
        %b2 = memref.load %B2[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
        %s3 = arith.addf %s2, %b2 : f32
        memref.store %s3, %out[%tx] : memref<8192xf32>
        gpu.return
      }
    }
    func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>) {
      %c1 = arith.constant 1 : index
      %c256 = arith.constant 256 : index
      gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<8192xf32>, %out : memref<8192xf32>)
      return
    }
  }
  builtin.module @second attributes {gpu.container_module} {
    gpu.module @m {
      gpu.func @k(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
        %c255 = arith.constant 255 : index
        %tx = gpu.thread_id x
        %x = memref.load %in[%tx] : memref<8192xf32>
        %B0 = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %x, %B0[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        %B1 = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
        memref.store %x, %B1[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %m = arith.subi %c255, %tx : index
        %s0 = arith.constant 0.0 : f32
        %b0 = memref.load %B0[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
        %s1 = arith.addf %s0, %b0 : f32
        %b1 = memref.load %B1[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
        %s2 = arith.addf %s1, %b1 : f32
        memref.store %s2, %out[%tx] : memref<8192xf32>
        gpu.return
      }
    }
    func.func @host(%in: memref<8192xf32>, %out: memref<8192xf32>) {
      %c1 = arith.constant 1 : index
      %c256 = arith.constant 256 : index
      gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<8192xf32>, %out : memref<8192xf32>)
      return
    }
  }
}
