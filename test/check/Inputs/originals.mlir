// The kernels as their authors wrote them: the references of wrong-plan-against-input.mlir.
module attributes {gpu.container_module} {
gpu.module @m {
  // A view of dynamic shared memory made inside a loop names the same bytes in every
  // iteration: V carries a running sum from one iteration to the next.
  gpu.func @dynamic_loop(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c63 = arith.constant 63 : index
    %zero = arith.constant 0.0 : f32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %V0 = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %zero, %V0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %T = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    scf.for %k = %c0 to %c4 step %c1 {
      %V = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %T[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t = memref.load %T[%mirror] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %old = memref.load %V[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %new = arith.addf %old, %t : f32
      memref.store %new, %V[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    }
    %r = memref.load %V0[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%tx] : memref<64xf32>
    gpu.return
  }

  // A workgroup global that a called function reads too.
  memref.global "private" @g : memref<64xf32, #gpu.address_space<workgroup>>
  func.func @helper(%i: index) -> f32 {
    %G = memref.get_global @g : memref<64xf32, #gpu.address_space<workgroup>>
    %v = memref.load %G[%i] : memref<64xf32, #gpu.address_space<workgroup>>
    return %v : f32
  }
  gpu.func @global_in_callee(%in: memref<64xf32>, %out: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %G = memref.get_global @g : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %x, %G[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = func.call @helper(%mirror) : (index) -> f32
    memref.store %v, %out[%tx] : memref<64xf32>
    gpu.return
  }

  // The kernel's own arena: an i8 buffer it reads as f32 and as i32 at the same bytes.
  gpu.func @user_arena(%in: memref<64xf32>, %out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c63 = arith.constant 63 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mirror = arith.subi %c63, %tx : index
    %raw = memref.alloc() : memref<256xi8, #gpu.address_space<workgroup>>
    %F = memref.view %raw[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
    %I = memref.view %raw[%c0][] : memref<256xi8, #gpu.address_space<workgroup>> to memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %x, %F[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %bits = memref.load %I[%mirror] : memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %bits, %out[%tx] : memref<64xi32>
    gpu.return
  }

  // A warp-specialized hand-off: warp 0 produces A and arrives on an mbarrier, warp 1 waits on
  // it and consumes A. A block-wide barrier between the wait and the arrive deadlocks.
  gpu.func @handoff(%in: memref<64xf32>, %out: memref<64xf32>) workgroup(%A : memref<32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %phase = arith.constant false
    %ticks = arith.constant 1000000 : index
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<64xf32>
    %mb = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      nvgpu.mbarrier.init %mb[%c0], %c32 : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %consumer = arith.cmpi sge, %tx, %c32 : index
    scf.if %consumer {
      nvgpu.mbarrier.try_wait.parity %mb[%c0], %phase, %ticks : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
      %i = arith.subi %tx, %c32 : index
      %v = memref.load %A[%i] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tx] : memref<64xf32>
    }
    %producer = arith.cmpi slt, %tx, %c32 : index
    scf.if %producer {
      memref.store %x, %A[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      %tok = nvgpu.mbarrier.arrive %mb[%c0] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
    }
    gpu.return
  }
}
}
