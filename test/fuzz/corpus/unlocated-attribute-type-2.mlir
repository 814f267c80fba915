smem.kernel @conv_implicit_gemm(%X: memref<1x4x4x4xf32>, %Wt: memref<8x3x3x4xf32>, %bias: memref<8xf32>, %Y: memref<1x4x4x8xf32>) block_size = [4, 4, 1] {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %cf0p0 = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %c6 = arith.constant 6 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : index
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %tid = arith.muli %ty, %c4 : index
  %tid_1 = arith.addi %tid, %tx : index
  %m0 = arith.muli %by, %c8 : index
  %n0 = arith.muli %bx, %c8 : index
  %bias_s = smem.alloc : memref<8xf32, #gpu.address_space<workgroup>>
  %p = arith.cmpi ult, %tid_1, %c8 : index
  scf.if %p {
    %gc = arith.addi %n0, %tid_1 : index
    %bv = memref.load %bias[%gc] : memref<8xf32>
    memref.store %bv, %bias_s[%tid_1] : memref<8xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  %As = smem.alloc : memref<8x12xf32, #gpu.address_space<workgroup>>
  %Bs = smem.alloc : memref<12x8xf32, #gpu.address_space<workgroup>>
  %mr = arith.muli %ty, %c2 : index
  %mr_2 = arith.muli %ty, %c2 : index
  %mr_3 = arith.addi %mr_2, %c1 : index
  %mc = arith.muli %tx, %c2 : index
  %mc_4 = arith.muli %tx, %c2 : index
  %mc_5 = arith.addi %mc_4, %c1 : index
  %kt_res:4 = scf.for %kt = %c0 to %c3 step %c1 iter_args(%c0_6 = %cf0p0, %c1_7 = %cf0p0, %c2_8 = %cf0p0, %c3_9 = %cf0p0) -> (f32, f32, f32, f32) {
    %k0 = arith.muli %kt, %c12 : index
    scf.for %it = %c0 to %c6 step %c1 {
      %ae = arith.muli %it, %c16 : index
      %ae_10 = arith.addi %ae, %tid_1 : index
      %ar = arith.divui %ae_10, %c12 : index
      %ac = arith.remui %ae_10, %c12 : index
      %gm = arith.addi %m0, %ar : index
      %pn = arith.divui %gm, %c16 : index
      %px = arith.remui %gm, %c16 : index
      %pp = arith.divui %px, %c4 : index
      %pq = arith.remui %px, %c4 : index
      %gk = arith.addi %k0, %ac : index
      %fr = arith.divui %gk, %c12 : index
      %fx = arith.remui %gk, %c12 : index
      %fs = arith.divui %fx, %c4 : index
      %fc = arith.remui %fx, %c4 : index
      %ih = arith.addi %pp, %fr : index
      %iw = arith.addi %pq, %fs : index
      %v = arith.cmpi uge, %ih, %c1 : index
      %v_11 = arith.cmpi ult, %ih, %c5 : index
      %v_12 = arith.andi %v, %v_11 : i1
      %v_13 = arith.cmpi uge, %iw, %c1 : index
      %v_14 = arith.cmpi ult, %iw, %c5 : index
      %v_15 = arith.andi %v_13, %v_14 : i1
      %inb = arith.andi %v_12, %v_15 : bf16
      %xa = scf.if %inb -> (f32) {
        %iy = arith.subi %ih, %c1 : index
        %ix = arith.subi %iw, %c1 : index
        %xv = memref.load %X[%pn, %iy, %ix, %fc] : memref<1x4x4x4xf32>
        scf.yield %xv : f32
      } else {
        scf.yield %cf0p0 : f32
      }
      memref.store %xa, %As[%ar, %ac] : memref<8x12xf32, #gpu.address_space<workgroup>>
      scf.yield
    }
    scf.for %it_16 = %c0 to %c6 step %c1 {
      %be = arith.muli %it_16, %c16 : index
      %be_17 = arith.addi %be, %tid_1 : index
      %br = arith.divui %be_17, %c8 : index
      %bc = arith.remui %be_17, %c8 : index
      %gk_18 = arith.addi %k0, %br : index
      %fr_19 = arith.divui %gk_18, %c12 : index
      %fx_20 = arith.remui %gk_18, %c12 : index
      %fs_21 = arith.divui %fx_20, %c4 : index
      %fc_22 = arith.remui %fx_20, %c4 : index
      %co = arith.addi %n0, %bc : index
      %wv = memref.load %Wt[%co, %fr_19, %fs_21, %fc_22] : memref<8x3x3x4xf32>
      memref.store %wv, %Bs[%br, %bc] : memref<12x8xf32, #gpu.address_space<workgroup>>
      scf.yield
    }
    gpu.barrier
    %kk_res:4 = scf.for %kk = %c0 to %c12 step %c1 iter_args(%acc0 = %c0_6, %acc1 = %c1_7, %acc2 = %c2_8, %acc3 = %c3_9) -> (f32, f32, f32, f32) {
      %x = memref.load %As[%mr, %kk] : memref<8x12xf32, #gpu.address_space<workgroup>>
      %x_23 = memref.load %As[%mr_3, %kk] : memref<8x12xf32, #gpu.address_space<workgroup>>
      %y = memref.load %Bs[%kk, %mc] : memref<12x8xf32, #gpu.address_space<workgroup>>
      %y_24 = memref.load %Bs[%kk, %mc_5] : memref<12x8xf32, #gpu.address_space<workgroup>>
      %p_25 = arith.mulf %x, %y : f32
      %s = arith.addf %acc0, %p_25 : f32
      %p_26 = arith.mulf %x, %y_24 : f32
      %s_27 = arith.addf %acc1, %p_26 : f32
      %p_28 = arith.mulf %x_23, %y : f32
      %s_29 = arith.addf %acc2, %p_28 : f32
      %p_30 = arith.mulf %x_23, %y_24 : f32
      %s_31 = arith.addf %acc3, %p_30 : f32
      scf.yield %s, %s_27, %s_29, %s_31 : f32, f32, f32, f32
    }
    gpu.barrier
    scf.yield %kk_res#0, %kk_res#1, %kk_res#2, %kk_res#3 : f32, f32, f32, f32
  }
  %Cs = smem.alloc : memref<8x8xf32, #gpu.address_space<workgroup>>
  %bj = memref.load %bias_s[%mc] : memref<8xf32, #gpu.address_space<workgroup>>
  %yv = arith.addf %kt_res#0, %bj : f32
  memref.store %yv, %Cs[%mr, %mc] : memref<8x8xf32, #gpu.address_space<workgroup>>
  %yv_32 = arith.addf %kt_res#2, %bj : f32
  memref.store %yv_32, %Cs[%mr_3, %mc] : memref<8x8xf32, #gpu.address_space<workgroup>>
  %bj_33 = memref.load %bias_s[%mc_5] : memref<8xf32, #gpu.addr