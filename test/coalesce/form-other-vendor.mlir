// smem-opt plans kernels for NVIDIA GPUs. A function for another vendor's GPU (rocdl or amdgpu
// ops: AMD; xevm, xegpu: Intel) is named as such in the report, not given another reason; a plain
// llvm.func is LLVM dialect, which is not analysed. Neither changes (the output is generic: the
// rocdl op is read through mlir-opt).
// RUN: smem-opt %s -p smem-coalesce --smem-report=%t.report | filecheck %s
// RUN: filecheck %s --input-file=%t.report --check-prefix=REPORT

// CHECK: "llvm.func"() <{{.*}}sym_name = "amd_kernel"
// CHECK: "rocdl.workitem.id.x"
// REPORT: smem report: functions looked at
// REPORT-NEXT: @amd_kernel (llvm.func, {{.*}}): skipped: llvm.func for AMD GPUs ('rocdl.workitem.id.x'): not a target of smem-opt, which plans kernels for NVIDIA GPUs
// REPORT-NEXT: @plain (llvm.func, {{.*}}): skipped: llvm.func (LLVM dialect functions are not analysed)
module {
  llvm.func @amd_kernel(%p: !llvm.ptr<3>) {
    %0 = rocdl.workitem.id.x : i32
    llvm.store %0, %p : i32, !llvm.ptr<3>
    llvm.return
  }
  llvm.func @plain(%p: !llvm.ptr<3>) {
    llvm.return
  }
}
