// Design §3, insert-barriers: an inserted barrier never deadlocks the block. Never where some
// threads may be blocked until others pass that point: here the consumers (threads 32 and up)
// wait on the mbarrier before A is used, and the producers (threads 0 to 31) arrive after. A
// gpu.barrier between A's last access and B's first would sit between the wait and the arrive:
// the consumers would never reach it. When the arrive comes only after B is used, every point
// between A and B is inside the hand-off: none is inserted and B keeps its own bytes.
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true},smem-verify-plan' | filecheck %s
// The spin lock's plan runs under --check through the lowered code (an inserted barrier in its
// critical section would deadlock the block).
// RUN: smem-opt %s --split-input-file -p 'smem-coalesce{insert-barriers=true}' --check -o %t.out 2>&1 | filecheck %s --check-prefix=RAN
// RAN: ran @m::@spin_lock: 1 of 1 block(s)

// CHECK-LABEL: gpu.func @handoff_around_the_point
// CHECK-SAME: smem.arena_bytes = 2048 : i64
// CHECK-NOT: smem.inserted_barriers
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 1024 : index
// CHECK-NOT: gpu.barrier
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @handoff_around_the_point(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c32 : !barrierType
    %consumer = arith.cmpi uge, %tx, %c32 : index
    scf.if %consumer {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    }
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %producer = arith.cmpi ult, %tx, %c32 : index
    scf.if %producer {
      %t = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
    }
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A's last access lies between the wait and the arrive, but B's first access comes after the
// arrive: a barrier after the producers' arrive is outside the hand-off (the consumers are
// released before it), so it goes there, never right after A's last access.
// CHECK-LABEL: gpu.func @handoff_then_free_point
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: %a = memref.load %A[%tx]
// CHECK-NOT: gpu.barrier
// CHECK: nvgpu.mbarrier.arrive
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %B_offset = arith.constant 0 : index
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @handoff_then_free_point(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c32 : !barrierType
    %consumer = arith.cmpi uge, %tx, %c32 : index
    scf.if %consumer {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    }
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %producer = arith.cmpi ult, %tx, %c32 : index
    scf.if %producer {
      %t = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
    }
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The same kernel with the hand-off over before A is used: a barrier after A's last access is
// outside every hand-off, so it is inserted and B takes A's bytes.
// CHECK-LABEL: gpu.func @handoff_before_the_point
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.inserted_barriers = 1 : i64
// CHECK: %a = memref.load %A[%tx]
// CHECK-NEXT: gpu.barrier
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @handoff_before_the_point(%out: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %tx = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    %false = arith.constant false
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c32 : !barrierType
    %producer = arith.cmpi ult, %tx, %c32 : index
    scf.if %producer {
      %t = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
    }
    %consumer = arith.cmpi uge, %tx, %c32 : index
    scf.if %consumer {
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %ticks : !barrierType
    }
    %A = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %one, %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// A spin lock: every thread waits in the acquire loop (its exit depends on memory other threads
// write) until the holder releases the lock with an ordinary store, after B is used. A barrier
// between A's last access and B's first would be inside the critical section: the holder would
// wait there for threads spinning until it leaves. No barrier goes anywhere after a loop that may
// wait for other threads; A and B keep their own bytes.
// CHECK-LABEL: gpu.func @spin_lock
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-NOT: smem.inserted_barriers
// CHECK-DAG: %A_offset = arith.constant 0 : index
// CHECK-DAG: %B_offset = arith.constant 256 : index
gpu.module @m {
  gpu.func @spin_lock(%in: memref<256xf32>, %out: memref<256xf32>, %lockv: memref<1xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %zero, %lockv[%c0] : memref<1xi32>
    }
    gpu.barrier
    scf.while : () -> () {
      %old = memref.atomic_rmw assign %one, %lockv[%c0] : (i32, memref<1xi32>) -> i32
      %busy = arith.cmpi ne, %old, %zero : i32
      scf.condition(%busy)
    } do {
      scf.yield
    }
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %r = memref.atomic_rmw assign %zero, %lockv[%c0] : (i32, memref<1xi32>) -> i32
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}

// -----

// The same lock taken in a called device function (47: a thread may wait inside a call): the call
// is a point where threads spin until others release, and no barrier goes after it.
// CHECK-LABEL: gpu.func @spin_lock_in_a_callee
// CHECK-SAME: smem.arena_bytes = 512 : i64
// CHECK-NOT: smem.inserted_barriers
// RAN: ran @m::@spin_lock_in_a_callee: 1 of 1 block(s)
gpu.module @m {
  func.func @acquire(%lockv: memref<1xi32>) {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    scf.while : () -> () {
      %old = memref.atomic_rmw assign %one, %lockv[%c0] : (i32, memref<1xi32>) -> i32
      %busy = arith.cmpi ne, %old, %zero : i32
      scf.condition(%busy)
    } do {
      scf.yield
    }
    return
  }
  gpu.func @spin_lock_in_a_callee(%in: memref<256xf32>, %out: memref<256xf32>, %lockv: memref<1xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %tx = gpu.thread_id x
    %x = memref.load %in[%tx] : memref<256xf32>
    %A = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %B = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %zero, %lockv[%c0] : memref<1xi32>
    }
    gpu.barrier
    func.call @acquire(%lockv) : (memref<1xi32>) -> ()
    memref.store %x, %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %a, %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %b = memref.load %B[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %r = memref.atomic_rmw assign %zero, %lockv[%c0] : (i32, memref<1xi32>) -> i32
    memref.store %b, %out[%tx] : memref<256xf32>
    gpu.return
  }
}
