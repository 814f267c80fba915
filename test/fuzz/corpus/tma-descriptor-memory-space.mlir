!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!bar4 = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<64x8xf16, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!desc2 = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = nan, interleave = none>
!desc3 = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 0.0>, swizzle = swizzle_64b, l2promo = l2promo_64b, oob = zero, interleave = interleave_32b>
!wgA = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!wgB = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @n(%sm: memref<128x32xf16, 3>, %a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %i: index, %p: i1, %d: !desc, %s: memref<64x8xf16, #gpu.address_space<workgroup>>, %u: memref<*xf16>, %m16: i16, %tf: vector<1x1xf32>, %tfa: vector<2x1xf32>, %meta: vector<2xi16>, %d2: !desc2, %wa: !wgA, %wb: !wgB, %ac: !acc, %g: memref<128x128xf32>, %w64: memref<128x64xf16, 3>, %d3: !desc3, %f32v: vector<4xf32>, %b4: vector<4x2xf16>) {
  %0 = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<128x32xf16, 3> -> vector<4x2xf16>
  %1 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  %2 = nvgpu.mma.sync (%tfa, %tf, %c) {mmaShape = [16, 8, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  %3 = nvgpu.mma.sp.sync (%a, %b4, %c) metadata (%meta) {mmaShape = [16, 8, 32]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  %bar = nvgpu.mbarrier.create -> !barrierType
  %bars = nvgpu.mbarrier.create -> !bar4
  nvgpu.mbarrier.init %bar[%i], %i : !barrierType
  nvgpu.mbarrier.init %bars[%i], %i, predicate = %p : !bar4
  %t = nvgpu.mbarrier.arrive %bar[%i] : !barrierType -> !nvgpu.mbarrier.token
  %t2 = nvgpu.mbarrier.arrive.nocomplete %bar[%i], %i : !barrierType -> !nvgpu.mbarrier.token
  %ok = nvgpu.mbarrier.test.wait %bar[%i], %t : !barrierType, !nvgpu.mbarrier.token
  nvgpu.mbarrier.arrive.expect_tx %bar[%i], %i : !barrierType
  nvgpu.mbarrier.arrive.expect_tx %bar[%i], %i, predicate = %p : !barrierType
  nvgpu.mbarrier.try_wait.parity %bar[%i], %p, %i : !barrierType
  nvgpu.tma.prefetch.descriptor %d : !desc
  nvgpu.tma.prefetch.descriptor %d, predicate = %p : !desc
  nvgpu.tma.fence.descriptor %d : !desc
  nvgpu.tma.async.load %d[%i, %i], %bar[%i] to %s : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
  nvgpu.tma.async.load %d[%i, %i], %bar[%i] to %s multicast_mask = %m16, predicate = %p : !desc, !barrierType -> memref<64x8xf16, #gpu.address_space<workgroup>>
  nvgpu.tma.async.store %s to %d[%i, %i] : memref<64x8xf16, #gpu.address_space<workgroup>> -> !desc
  nvgpu.tma.async.store %s to %d[%i, %i], predicate = %p : memref<64x8xf16, #gpu.address_space<workgroup>> -> !desc
  %td = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !desc
  %wd = nvgpu.warpgroup.generate.descriptor %w64, %d2 : memref<128x64xf16, 3>, !desc2 -> !wgA
  %acc0 = nvgpu.warpgroup.mma.init.accumulator -> !acc
  %acc1 = nvgpu.warpgroup.mma %wa, %wb, %acc0 {transposeB} : !wgA, !wgB, !acc -> !acc
  nvgpu.warpgroup.mma.store %acc1, %g : !acc to memref<128x128xf32>
  %r = nvgpu.rcp %f32v {rounding = approx, ftz} : vector<4xf32>
  return
}
