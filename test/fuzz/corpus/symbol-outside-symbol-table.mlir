gpu.module @k [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
  gpu.func @f() kernel {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1025> : i32
    %2 = nvvm.read.ptx.sreg.laneid : i32
    %3 = nvvm.read.ptx.sreg.ctaid.z : i32
    %4 = nvvm.read.ptx.sreg.warpsize : i32
    %5 = nvvm.read.ptx.sreg.nctaid.x : i32
    nvvm.barrier0
    nvvm.barrier
    nvvm.barrier id = %0
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    %m = arith.constant -1 : i32
    %v = arith.constant 1.0 : f32
    %6 = nvvm.shfl.sync down %m, %v, %2, %4 : f32 -> f32
    %7 = nvvm.shfl.sync bfly %m, %0, %2, %4 : i32 -> i32
    %8 = nvvm.shfl.sync idx %m, %v, %2, %4 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    gpu.return
  }
}


gpu.module @lowered {
  llvm.mlir.global common @flag(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal hidden @hidden_table(dense<[1, 2]> : tensor<2xi32>) {addr_space = 1 : i32} : !llvm.array<2 x i32>
  llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr, %i: i64, %f: f32) {
  llvm.mlir.global private protected constant @protected_value(3 : i64) {addr_space = 4 : i32} : i64
    %4 = llvm.load %p : !llvm.ptr<3> -> f32
    llvm.store %4, %p : f32, !llvm.ptr<3>
    %5 = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %6 = llvm.getelementptr %p[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %8 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> vector<4xf32>
    %9 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
    %10 = llvm.ptrtoint %p : !llvm.ptr<3> to i64
    llvm.store volatile %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
    %i32 = llvm.trunc %i : i64 to i32
    %11 = llvm.atomicrmw add %p, %i32 monotonic : !llvm.ptr<3>, i32
    %12 = llvm.atomicrmw volatile fadd %p, %f syncscope("block") seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, f32
    %13 = llvm.atomicrmw xchg %q, %f acquire : !llvm.ptr, f32
    %14 = llvm.atomicrmw umax %p, %i release : !llvm.ptr<3>, i64
    %15 = llvm.cmpxchg %q, %i32, %i32 monotonic monotonic : !llvm.ptr, i32
    %16 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("block") acq_rel acquire {alignment = 8 : i64} : !llvm.ptr<3>, i64
    llvm.return
  }
}
