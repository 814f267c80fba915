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

memref.global "private" @wg : memref<256xf32, #gpu.address_space<workgroup>> {alignment = 16 : i64}
memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @pub : memref<4xi32> = uninitialized
memref.global "private" @wg3 : memref<64xf16, 3>
func.func @m(%a: memref<16x16xf32>, %b: memref<16x16xf32, #gpu.address_space<workgroup>>, %i: index, %f: f32, %u: memref<*xf32>, %d: memref<?x?xf32>) {
  %g = memref.get_global @wg : memref<256xf32, #gpu.address_space<workgroup>>
  %g3 = memref.get_global @wg3 : memref<64xf16, 3>
  %0 = memref.atomic_rmw addf %f, %b[%i, %i] : (f32, memref<16x16xf32, #gpu.address_space<workgroup>>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %a[%i, %i] : (f32, memref<16x16xf32>) -> f32
  memref.copy %a, %b : memref<16x16xf32> to memref<16x16xf32, #gpu.address_space<workgroup>>
  %2 = memref.cast %a : memref<16x16xf32> to memref<?x?xf32>
  %3 = memref.cast %a : memref<16x16xf32> to memref<*xf32>
  %4 = memref.extract_aligned_pointer_as_index %b : memref<16x16xf32, #gpu.address_space<workgroup>> -> index
  %5 = memref.memory_space_cast %b : memref<16x16xf32, #gpu.address_space<workgroup>> to memref<16x16xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %b : memref<16x16xf32, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index, index, index
  %6 = memref.transpose %a (i, j) -> (j, i) : memref<16x16xf32> to memref<16x16xf32, strided<[1, 16]>>
  %7 = memref.subview %b[0, %i] [4, 4] [1, 1] : memref<16x16xf32, #gpu.address_space<workgroup>> to memref<4x4xf32, strided<[16, 1], offset: ?>, #gpu.address_space<workgroup>>
  %8 = memref.alloc() {alignment = 64 : i64} : memref<32xf32, #gpu.address_space<workgroup>>
  %9 = memref.alloca() : memref<4xf32>
  %10 = memref.alloc(%i) : memref<?xf32>
  memref.dealloc %10 : memref<?xf32>
  %11 = memref.load %a[%i, %i] : memref<16x16xf32>
  memref.store %11, %a[%i, %i] : memref<16x16xf32>
  %12 = memref.load %a[%i, %i] {nontemporal = true} : memref<16x16xf32>
  %13 = memref.expand_shape %8 [[0, 1]] output_shape [4, 8] : memref<32xf32, #gpu.address_space<workgroup>> into memref<4x8xf32, #gpu.address_space<workgroup>>
  %14 = memref.collapse_shape %13 [[0, 1]] : memref<4x8xf32, #gpu.address_space<workgroup>> into memref<32xf32, #gpu.address_space<workgroup>>
  %15 = memref.reinterpret_cast %a to offset: [0], sizes: [256], strides: [1] : memref<16x16xf32> to memref<256xf32>
  %c0 = arith.constant 0 : index
  %16 = memref.dim %d, %c0 : memref<?x?xf32>
  %17 = memref.rank %u : memref<*xf32>
  %w = memref.alloc() : memref<1024xi8, #gpu.address_space<workgroup>>
  %18 = memref.view %w[%c0][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<16x16xf32, #gpu.address_space<workgroup>>
  %19 = memref.assume_alignment %a, 16 : memref<16x16xf32>
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<16x16xf32>
  %20 = memref.generic_atomic_rmw %a[%i, %i] : memref<16x16xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %f : f32
    memref.atomic_yield %s : f32
  }
  %21 = memref.alloca() {alignment = 16 : i64} : memref<4xf32, #gpu.address_space<private>>
  memref.alloca_scope {
  }
  %22 = memref.subview %a[0, 0] [1, 16] [1, 1] : memref<16x16xf32> to memref<16xf32, strided<[1]>>
  
  return
}
