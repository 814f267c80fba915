// Loops that may run zero times around the only barrier between two buffers, for
// bench/cfg_vs_structured.py: on the path that skips the loop nothing separates A (read at the
// mirrored index) from B (written by every thread), so A and B may not share (2048 B) unless
// the loop surely runs (1024 B). Each loop decides under its own comparison: signedness and
// the width of its type (design §3, *Loops run zero times*).

!wg = memref<256xf32, #gpu.address_space<workgroup>>

// %n may be 0: the loop may not run.
smem.kernel @dynamic_bound(%in: memref<256xf32>, %out: memref<256xf32>, %n: index) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c255 = arith.constant 255 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  gpu.barrier
  %mirror = arith.subi %c255, %tx : index
  %a = memref.load %A[%mirror] : !wg
  scf.for %i = %c0 to %n step %c1 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Unsigned i8 from -1 (255) to 5: zero trips.
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @unsigned_i8_from_minus_one(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %lb = arith.constant -1 : i8
  %ub = arith.constant 5 : i8
  %step = arith.constant 1 : i8
  %c255 = arith.constant 255 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  gpu.barrier
  %mirror = arith.subi %c255, %tx : index
  %a = memref.load %A[%mirror] : !wg
  scf.for unsigned %i = %lb to %ub step %step : i8 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Signed i8 from -1 to 5: six trips, the barrier separates.
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @signed_i8_from_minus_one(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %lb = arith.constant -1 : i8
  %ub = arith.constant 5 : i8
  %step = arith.constant 1 : i8
  %c255 = arith.constant 255 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  gpu.barrier
  %mirror = arith.subi %c255, %tx : index
  %a = memref.load %A[%mirror] : !wg
  scf.for %i = %lb to %ub step %step : i8 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// Signed i8 from 100 to 200 (= -56 in i8): zero trips.
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @signed_i8_upper_bound_wraps(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %lb = arith.constant 100 : i8
  %ub = arith.constant 200 : i8
  %step = arith.constant 1 : i8
  %c255 = arith.constant 255 : index
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  gpu.barrier
  %mirror = arith.subi %c255, %tx : index
  %a = memref.load %A[%mirror] : !wg
  scf.for %i = %lb to %ub step %step : i8 {
    gpu.barrier
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}

// -----

// A while loop whose condition is false at once: its do-region, which holds the barrier, runs
// zero times.
!wg = memref<256xf32, #gpu.address_space<workgroup>>
smem.kernel @while_do_region_skipped(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c255 = arith.constant 255 : index
  %false = arith.constant false
  %x = memref.load %in[%tx] : memref<256xf32>
  %A = smem.alloc : !wg
  memref.store %x, %A[%tx] : !wg
  gpu.barrier
  %mirror = arith.subi %c255, %tx : index
  %a = memref.load %A[%mirror] : !wg
  scf.while : () -> () {
    scf.condition(%false)
  } do {
    gpu.barrier
    scf.yield
  }
  %B = smem.alloc : !wg
  memref.store %a, %B[%tx] : !wg
  %b = memref.load %B[%tx] : !wg
  memref.store %b, %out[%tx] : memref<256xf32>
  smem.return
}
