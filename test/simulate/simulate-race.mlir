// A neighbour exchange without a barrier: smem-opt --simulate reports the race
// (both ops with their locations, the buffer and the threads) and exits 1. The kernel runs
// lowered by mlir-opt.
//
// REQUIRES: mlir-opt
//
// RUN: not smem-opt --simulate %s > %t.out 2> %t.err
// RUN: filecheck %s --check-prefix=OUT < %t.out
// RUN: filecheck %s --check-prefix=ERR < %t.err

smem.kernel @exchange(%in: memref<32xf32>, %out: memref<32xf32>) block_size = [32, 1, 1] {
  %c31 = arith.constant 31 : index
  %tx = gpu.thread_id x
  %S = smem.alloc {name = "S"} : memref<32xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<32xf32>
  memref.store %x, %S[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
  // A gpu.barrier belongs here.
  %r = arith.subi %c31, %tx : index
  %y = memref.load %S[%r] : memref<32xf32, #gpu.address_space<workgroup>>
  memref.store %y, %out[%tx] : memref<32xf32>
  smem.return
}

// OUT:      kernel @exchange: grid 1x1x1, block 32x1x1, seed 0
// OUT-NEXT:   output 0 %in: sha256=
// OUT-NEXT:   output 1 %out (written): sha256=
// OUT-NEXT:   races: 1
// OUT-NEXT:     race ({{write-read|read-write}}) on byte {{[0-9]+}} of shared 'S' in block (0,0,0): thread {{[0-9]+}} at {{.*}}simulate-race.mlir:{{16:3|19:8}}, thread {{[0-9]+}} at {{.*}}simulate-race.mlir:{{16:3|19:8}}
// OUT-NEXT:   uninitialised reads: {{[0-9]+}}

// ERR: simulate-race.mlir:{{1[69]}}:3: error: simulation found 1 data race(s) in shared memory (@exchange)
