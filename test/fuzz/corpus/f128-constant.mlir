func.func @f() -> f128 {
  %c = arith.constant 1.0 : f128
  return %c : f128
}
