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

func.func @m(%f: f32, %g: f16, %i: i32, %x: index, %v: vector<4xf32>, %b: i1) {
  %0 = math.exp %f : f32
  %1 = math.exp2 %f : f32
  %2 = math.log %f : f32
  %3 = math.rsqrt %f : f32
  %4 = math.sqrt %f : f32
  %5 = math.tanh %f : f32
  %6 = math.erf %f : f32
  %7 = math.fma %f, %f, %f : f32
  %8 = math.absf %f : f32
  %9 = math.powf %f, %f : f32
  %10 = math.floor %f : f32
  %11 = math.exp %v fastmath<fast> : vector<4xf32>
  %12 = arith.maximumf %f, %f : f32
  %13 = arith.minimumf %f, %f : f32
  %14 = arith.maxnumf %f, %f : f32
  %15 = arith.minnumf %f, %f fastmath<nnan> : f32
  %16 = arith.extf %g : f16 to f32
  %17 = arith.truncf %f : f32 to f16
  %18 = arith.index_castui %i : i32 to index
  %19 = arith.ceildivsi %i, %i : i32
  %20 = arith.floordivsi %i, %i : i32
  %21 = arith.negf %f : f32
  %22 = arith.select %b, %f, %f : f32
  %23 = arith.cmpf ogt, %f, %f : f32
  %24 = arith.addf %v, %v fastmath<reassoc,contract> : vector<4xf32>
  %25 = arith.divf %f, %f : f32
  %26 = arith.remsi %i, %i : i32
  %27 = arith.addi %x, %x overflow<nsw> : index
  %28 = arith.bitcast %i : i32 to f32
  %29 = arith.uitofp %i : i32 to f32
  %30 = arith.shrui %i, %i : i32
  %31 = arith.xori %i, %i : i32
  %32 = ub.poison : vector<4xf32>
  %33 = arith.cmpi ult, %x, %x : index
  %34 = math.log2 %f : f32
  %35 = math.cos %f : f32
  %36 = arith.truncf %f to_nearest_even : f32 to f16
  return
}

func.func @casts(%f: f32, %i: i32) {
 %0 = arith.truncf %f to_nearest_even fastmath<fast> : f32 to f16
 %1 = arith.truncf %f : f32 to f16
 %2 = arith.index_castui %i : i32 to index
 %3 = arith.truncf %f upward : f32 to f16
 return
}

func.func @ext(%g: f16) {
 %0 = arith.extf %g fastmath<fast> : f16 to f32
 return
}
