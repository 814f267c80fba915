// REQUIRES: mlir-opt
// Design §4: an arena over the static limit goes to dynamic shared memory, which upstream declares
// `.align 16`. When a buffer of it needs more (Y is asserted 1024-byte aligned), the arena's base
// is rounded up at run time (its address, round up, minus its address) and the launch asks for the
// bytes that may cost (1008 more); smem-verify-plan reads the alignment the arena asserts. Before,
// the verifier rejected the plan, so smem-to-nvvm-ready refused a valid kernel.
// RUN: smem-opt %s -p smem-to-nvvm-ready | filecheck %s
// RUN: smem-opt %s -p smem-to-nvvm-ready --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN
// The plan checked again, with no pipeline (its arena split in the reference):
// RUN: smem-opt %t.out --check 2>&1 | filecheck %s --check-prefix=RAN

// CHECK-LABEL: gpu.func @big_aligned
// CHECK-SAME: smem.arena_alignment = 1024 : i64, smem.arena_bytes = 65536 : i64, smem.dynamic_shared_memory_bytes = 66544 : i64
// CHECK: %smem_dynamic = gpu.dynamic_shared_memory
// CHECK-NEXT: %smem_dynamic_address = memref.extract_aligned_pointer_as_index %smem_dynamic
// CHECK: %smem_arena_offset = arith.subi %{{.+}}, %smem_dynamic_address : index
// CHECK-NEXT: %smem_arena = memref.view %smem_dynamic[%smem_arena_offset][]
// CHECK-NEXT: %smem_arena_0 = memref.assume_alignment %smem_arena, 1024

// RAN-NOT: error
// RAN: ran @m::@big_aligned: 1 of 1 block(s)
gpu.module @m {
  gpu.func @big_aligned(%in: memref<8192xf32>, %out: memref<8192xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c255 = arith.constant 255 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<8192xf32>
    %X = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Y = memref.alloc() : memref<8192xf32, #gpu.address_space<workgroup>>
    %Ya = memref.assume_alignment %Y, 1024 : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %x, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    memref.store %x, %Ya[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.subi %c255, %tx : index
    %a = memref.load %X[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
    %b = memref.load %Ya[%m] : memref<8192xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<8192xf32>
    gpu.return
  }
}
