smem.kernel @k() "pyslyytqarjzhdyawhvvxqixswpuaesyqwmupryjdkvatazatjqcbxggkzbhwp\qblock_size = [1] {
  smem.async_wait {pending = -1}
  smem.return
}
