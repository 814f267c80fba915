// REQUIRES: mlir-opt
// smem-opt prints what mlir-opt 22 reads and reads what it prints, in custom and generic
// form: mlir-opt's canonical print of the file is the reference for every path through smem-opt.
// RUN: mlir-opt %s > %t.ref
// RUN: smem-opt %s | mlir-opt | env diff %t.ref -
// RUN: smem-opt %s --print-op-generic | mlir-opt | env diff %t.ref -
// RUN: mlir-opt %s --mlir-print-op-generic | smem-opt | mlir-opt | env diff %t.ref -
// RUN: mlir-opt %s | smem-opt | mlir-opt | env diff %t.ref -
// Read as written (no detour through mlir-opt), and printed in custom form:
// RUN: smem-opt %s 2>&1 | filecheck %s --check-prefix=NATIVE
// NATIVE-NOT: note:
// NATIVE-NOT: "{{[a-z_]+\.[a-z0-9_.]+}}"(

func.func @v(%m: memref<16x16xf16, #gpu.address_space<workgroup>>, %g: memref<?xf32>, %a: vector<4x2xf16>, %b: vector<8xf16>, %f: f32, %i: index, %v4: vector<4xf32>, %idx: vector<16xi32>, %mask: vector<16xi1>, %pass: vector<16xf32>, %m4: vector<4xi1>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f16
  %0 = vector.shape_cast %a : vector<4x2xf16> to vector<8xf16>
  %1 = vector.insert_strided_slice %b, %0 {offsets = [0], strides = [1]} : vector<8xf16> into vector<8xf16>
  %2 = vector.extract_strided_slice %1 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf16> to vector<4xf16>
  %3 = vector.transpose %a, [1, 0] : vector<4x2xf16> to vector<2x4xf16>
  %acc = arith.constant dense<0.0> : vector<4xf16>
  %4 = vector.multi_reduction <add>, %a, %acc [1] : vector<4x2xf16> to vector<4xf16>
  %5 = vector.multi_reduction <maxnumf>, %a, %acc [1] : vector<4x2xf16> to vector<4xf16>
  %6 = vector.broadcast %f : f32 to vector<4xf32>
  %7 = vector.broadcast %2 : vector<4xf16> to vector<2x4xf16>
  %8 = vector.extract %a[0, 1] : f16 from vector<4x2xf16>
  %9 = vector.extract %a[%i] : vector<2xf16> from vector<4x2xf16>
  %10 = vector.insert %8, %a[1, 1] : f16 into vector<4x2xf16>
  %11 = vector.insert %2, %3[%i] : vector<4xf16> into vector<2x4xf16>
  %12 = vector.step : vector<4xindex>
  %13 = vector.fma %v4, %v4, %v4 : vector<4xf32>
  %14 = vector.reduction <add>, %v4 : vector<4xf32> into f32
  %15 = vector.reduction <maximumf>, %v4, %f : vector<4xf32> into f32
  %16 = vector.gather %g[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %g[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %17 = vector.transfer_read %m[%c0, %c0], %cst {in_bounds = [true, true]} : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<4x2xf16>
  %18 = vector.transfer_read %m[%c0, %i], %cst : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<4xf16>
  %19 = vector.transfer_read %m[%c0, %i], %cst {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<4xf16>
  %20 = vector.transfer_read %m[%c0, %i], %cst, %m4 {in_bounds = [false]} : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<4xf16>
  vector.transfer_write %a, %m[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf16>, memref<16x16xf16, #gpu.address_space<workgroup>>
  vector.transfer_write %2, %m[%c0, %i], %m4 : vector<4xf16>, memref<16x16xf16, #gpu.address_space<workgroup>>
  vector.transfer_write %2, %m[%c0, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf16>, memref<16x16xf16, #gpu.address_space<workgroup>>
  %21 = vector.load %m[%c0, %i] : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<8xf16>
  vector.store %21, %m[%c0, %i] : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<8xf16>
  %22 = vector.bitcast %21 : vector<8xf16> to vector<4xf32>
  %23 = vector.interleave %2, %2 : vector<4xf16> -> vector<8xf16>
  %24, %25 = vector.deinterleave %23 : vector<8xf16> -> vector<4xf16>
  %26 = vector.from_elements %f, %f : vector<2xf32>
  %27:2 = vector.to_elements %26 : vector<2xf32>
  %28 = vector.constant_mask [2] : vector<4xi1>
  %29 = vector.create_mask %i : vector<4xi1>
  %30 = vector.shuffle %v4, %v4 [0, 5] : vector<4xf32>, vector<4xf32>
  %31 = vector.outerproduct %v4, %v4 : vector<4xf32>, vector<4xf32>
  %32 = vector.maskedload %g[%c0], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %g[%c0], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %34 = vector.reduction <minnumf>, %v4 : vector<4xf32> into f32
  %35 = vector.multi_reduction <minimumf>, %a, %acc [1] : vector<4x2xf16> to vector<4xf16>
  %36 = vector.load %m[%c0, %i] {alignment = 16} : memref<16x16xf16, #gpu.address_space<workgroup>>, vector<8xf16>
  %37 = vector.extract %a[0, 1] : f16 from vector<4x2xf16>
  %38 = vector.extract %a[%i, 0] : f16 from vector<4x2xf16>
  %40 = vector.insert %f, %v4 [%i] : f32 into vector<4xf32>
  %acc2 = arith.constant dense<0.0> : vector<4x4xf32>
  %41 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %3, %acc2 : vector<4x2xf16>, vector<2x4xf16> into vector<4x4xf32>
  %42 = vector.transfer_read %g[%i], %f : memref<?xf32>, vector<4xf32>
  %43 = vector.broadcast %f : f32 to vector<f32>
  %44 = vector.extract %43[] : f32 from vector<f32>
  %45 = vector.mask %m4 { vector.reduction <add>, %v4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %init0 = vector.broadcast %f : f32 to vector<f32>
  %46:2 = vector.scan <add>, %v4, %init0 {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32>, vector<f32>
  return
}
