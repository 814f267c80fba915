func.func @transpose_f32(%in: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.transpose ins(%in : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) permutation = [256, 0]
  return %r : tensor<4096x4096xf32>
}
