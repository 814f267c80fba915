// Stock xdsl-opt keeps xDSL's own gpu dialect (the smem-opt driver registers the project's).
// Under it, a gpu.launch body is still a kernel, planned in place; a gpu.func of xDSL's dialect,
// which has no workgroup attributions to put an arena in, is left as it is.
// RUN: xdsl-opt %s --split-input-file -p smem-coalesce | filecheck %s

// CHECK: memref.global "private" @smem_arena_host_kernel : memref<256xi8, 3 : i64> = uninitialized {alignment = 16 : i64}
// CHECK: "gpu.launch"
// CHECK: %smem_arena = memref.get_global @smem_arena_host_kernel
// CHECK: %A = memref.view %smem_arena[%A_offset][]
// CHECK: %B = memref.view %smem_arena[%B_offset][]
// CHECK: smem.arena_bytes = 256 : i64
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64xf32>) -> (), sym_name = "host"}> ({
  ^bb0(%out: memref<64xf32>):
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
    "gpu.launch"(%c1, %c1, %c1, %c64, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %sx: index, %sy: index, %sz: index):
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %A = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xf32, 3>
      "memref.store"(%one, %A, %tx) : (f32, memref<64xf32, 3>, index) -> ()
      %a = "memref.load"(%A, %tx) : (memref<64xf32, 3>, index) -> f32
      "gpu.barrier"() : () -> ()
      %B = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xf32, 3>
      "memref.store"(%a, %B, %tx) : (f32, memref<64xf32, 3>, index) -> ()
      %b = "memref.load"(%B, %tx) : (memref<64xf32, 3>, index) -> f32
      "memref.store"(%b, %out, %tx) : (f32, memref<64xf32>, index) -> ()
      "gpu.terminator"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK-LABEL: "gpu.module"
// CHECK-NOT: smem.arena_bytes
// CHECK: %A = memref.alloc() : memref<64xf32, 3 : i64>
// CHECK: %B = memref.alloc() : memref<64xf32, 3 : i64>
// CHECK-NOT: smem.arena_bytes
"builtin.module"() ({
  "gpu.module"() <{sym_name = "m"}> ({
    "gpu.func"() <{function_type = (memref<64xf32>) -> ()}> ({
    ^bb0(%out: memref<64xf32>):
      %tx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %A = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xf32, 3>
      "memref.store"(%one, %A, %tx) : (f32, memref<64xf32, 3>, index) -> ()
      %a = "memref.load"(%A, %tx) : (memref<64xf32, 3>, index) -> f32
      "gpu.barrier"() : () -> ()
      %B = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xf32, 3>
      "memref.store"(%a, %B, %tx) : (f32, memref<64xf32, 3>, index) -> ()
      %b = "memref.load"(%B, %tx) : (memref<64xf32, 3>, index) -> f32
      "memref.store"(%b, %out, %tx) : (f32, memref<64xf32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {sym_name = "k", gpu.kernel} : () -> ()
  }) : () -> ()
}) : () -> ()
