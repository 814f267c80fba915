func.func @f() -> vector<2xf80> {
  %d = arith.constant dense<[1.0, 2.0]> : vector<2xf80>
  return %d : vector<2xf80>
}
