// A neighbour exchange without a barrier: smem-opt --simulate reports the race
// (both ops with their locations, the buffer and the threads) and exits 1.
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
// OUT:        races: 1
// OUT-NEXT:     race ({{write-read|read-write}}) on shared byte {{[0-9]+}} of 'S' (buffers: S) in block (0,0,0), barrier epoch 0
// OUT-DAG:      write by thread ({{[0-9]+}},0,0) via 'S': 'memref.store' at {{.*}}simulate-race.mlir:13:3
// OUT-DAG:      read by thread ({{[0-9]+}},0,0) via 'S': 'memref.load' at {{.*}}simulate-race.mlir:16:3
// OUT:        uninitialised reads: {{[0-9]+}}

// ERR: simulate-race.mlir:{{1[36]}}:3: error: simulation found 1 data race(s) in shared memory (@exchange)
