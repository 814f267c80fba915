// REQUIRES: mlir-opt, ptxas
// Step 4 of docs/pipeline-stage.md as written: ptxas -v reports the planned bytes.

// RUN: mlir-opt %corpus/iree/iree_matmul_f16_vd.mlir --canonicalize --cse | smem-opt -p smem-coalesce --emit resource-usage --target sm_80 | filecheck %s

// CHECK: kernel {{.*}} smem (ptxas) {{.*}} planned  match
// CHECK-NEXT: matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32 {{ +[0-9]+ +}}17408 {{ +}}0 {{ +}}17408    yes
