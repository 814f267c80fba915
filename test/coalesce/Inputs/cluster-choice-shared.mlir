// A wrong plan of rule-cluster-captured.mlir's kernel (A and B at one offset, as a choice fixed per
// block would allow); smem-verify-plan rejects it.
"builtin.module"() ({
  "gpu.module"() <{sym_name = "m"}> ({
    "gpu.func"() <{function_type = (memref<256xf32>) -> (), known_block_size = array<i32: 64, 1, 1>, workgroup_attrib_attrs = [{llvm.align = 16 : i64}]}> ({
    ^bb0(%out: memref<256xf32>, %smem_arena: memref<256xi8, #gpu.address_space<workgroup>>):
      %tx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %one = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %rank = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> i32
      %first = "arith.cmpi"(%rank, %c0) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %A_offset = "arith.constant"() <{value = 0 : index}> : () -> index
      %A = "memref.view"(%smem_arena, %A_offset) : (memref<256xi8, #gpu.address_space<workgroup>>, index) -> memref<64xf32, #gpu.address_space<workgroup>>
      %B_offset = "arith.constant"() <{value = 0 : index}> : () -> index
      %B = "memref.view"(%smem_arena, %B_offset) : (memref<256xi8, #gpu.address_space<workgroup>>, index) -> memref<64xf32, #gpu.address_space<workgroup>>
      %p = "arith.select"(%first, %A, %B) : (i1, memref<64xf32, #gpu.address_space<workgroup>>, memref<64xf32, #gpu.address_space<workgroup>>) -> memref<64xf32, #gpu.address_space<workgroup>>
      "memref.store"(%one, %p, %tx) : (f32, memref<64xf32, #gpu.address_space<workgroup>>, index) -> ()
      %addr = "memref.extract_aligned_pointer_as_index"(%p) : (memref<64xf32, #gpu.address_space<workgroup>>) -> index
      %i = "arith.index_cast"(%addr) : (index) -> i64
      %ptr = "llvm.inttoptr"(%i) : (i64) -> !llvm.ptr<3>
      %other = "nvvm.mapa"(%ptr, %c0) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      "llvm.store"(%one, %other) <{ordering = 0 : i64}> : (f32, !llvm.ptr<7>) -> ()
      "nvvm.cluster.arrive"() : () -> ()
      "nvvm.cluster.wait"() : () -> ()
      %v = "memref.load"(%p, %tx) : (memref<64xf32, #gpu.address_space<workgroup>>, index) -> f32
      "memref.store"(%v, %out, %tx) : (f32, memref<256xf32>, index) -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, smem.arena_alignment = 16 : i64, smem.arena_bytes = 256 : i64, smem.lower_bound = 256 : i64, smem.optimal, smem.peak_buffers = {A = 256 : i64}, smem.unshared_bytes = 512 : i64, sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
  }) : () -> ()
}) : () -> ()
