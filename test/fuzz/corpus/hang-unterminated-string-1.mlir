"gifjtpsryidmeztfcpmmqjpikswcbssxqshrxxgnhbvrwtjluvzsehreyaibqmgvqdqyiqxmou\smem.kernel @k() block_size = [1, 1, 1, 1] {
  smem.return
}
