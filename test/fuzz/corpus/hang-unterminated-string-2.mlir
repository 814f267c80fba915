smem.kernel @k() -> f32 block_size = [1] {
  smem.return
}
"sxadrjwwfsplvguvcojmrjheyomsrlzbvbajiwmdybvhsrysxtakpdwzbjjzyyovgilpfbwkoeqnih\