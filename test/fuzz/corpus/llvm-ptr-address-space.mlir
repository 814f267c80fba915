gpu.module @k [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
  gpu.func @f() kernel {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1025> : i32
    %2 = nvvm.read.ptx.sreg.laneid : i32
    %3 = nvvm.read.ptx.sreg.ctaid.z : i32
    %4 = nvvm.read.ptx.sreg.warpsize : i32
    %5 = nvvm.read.ptx.sreg.nctaid.x : i32
    nvvm.barrier0
    nvvm.barrier id = %0
    nvvm.barrier
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    gpu.return
  }
}


gpu.module @lowered {
  llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr, %i: i64, %f: f32) {
    %4 = llvm.load %p : !llvm.ptr<3> -> f32
    llvm.store %4, %p : f32, !llvm.ptr<3>
    %5 = llvm.inttoptr %i : i64 to !llvm.ptr<18446744073709551615>
    %6 = llvm.getelementptr %p[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
    %8 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> vector<4xf32>
    %9 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
    %10 = llvm.ptrtoint %p : !llvm.ptr<3> to i64
    llvm.store volatile %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.return
  }
}
