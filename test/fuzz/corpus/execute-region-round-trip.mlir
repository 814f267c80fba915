!wg = memref<256xf32, #gpu.address_space<workgroup>>
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.execute_region {
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
scf.yield
}
smem.kernel @loop_carried_vs_later_buffer(%in: memref<256xf32>, %out: memref<256xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %acc = smem.alloc : !wg
  memref.store %zero, %acc[%tx] : !wg
  scf.for %i = %c0 to %c4 step %c1 {
    %old = memref.load %acc[%tx] : !wg
    %x = memref.load %in[%tx] : memref<256xf32>
    %new = arith.addf %old, %x : f32
    memref.store %new, %acc[%tx] : !wg
    gpu.barrier
    %tmp = smem.alloc : !wg
    memref.store %x, %tmp[%tx] : !wg
    %t = memref.load %tmp[%tx] : !wg
    memref.store %t, %out[%tx] : memref<256xf32>
    gpu.barrier
  }
  smem.return
}
