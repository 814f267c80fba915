smem.kernel @k() block_size = [1] {
  // expected-error @+1 {{this is not the message}}
  %a = smem.alloc : memref<4xf32>
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  %a = smem.alloc : memref<4xf32>
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  // expected-warning @+1 {{must be in workgroup memory}}
  %a = smem.alloc : memref<4xf32>
  smem.return
}

// -----

smem.kernel @good() block_size = [1] {
  // expected-error @+1 {{nothing goes wrong here}}
  smem.return
}

// -----

smem.kernel @fine() block_size = [1] {
  smem.return
}
