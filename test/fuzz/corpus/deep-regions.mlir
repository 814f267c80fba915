smem.kernel @k(%out: memref<64xf32>) block_size = [64] {
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
smem.return
}
