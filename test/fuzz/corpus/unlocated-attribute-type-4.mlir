smem.kernel @softmax(%X: memref<1024x4096xf32>, %Y: memref<1024x4096xf32>) block_size = [256, 0x7fffffff, 1] {
  %cfm3p0e38 = arith.constant -3.0e+38 : f32
  %cf0p0 = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 0xffffffffffffffffffffffffffffffffffffffff : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c128 = arith.constant 128 : index
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %tx = gpu.thread_id x
  %bx = gpu.block_id x
  %row_s = smem.alloc : memref<4096xf32, #gpu.address_space<workgroup>>
  %i_res = scf.for %i = %c0 to %c16 step %c1 iter_args(%mx = %cfm3p0e38) -> (f32) {
    %col = arith.muli %i, %c256 : index
    %col_1 = arith.addi %col, %tx : index
    %x = memref.load %X[%bx, %col_1] : memref<1024x4096xf32>
    memref.store %x, %row_s[%col_1] : memref<4096xf32, #gpu.address_space<workgroup>>
    %mx_2 = arith.maximumf %mx, %x : f32
    scf.yield %mx_2 : f32
  }
  %red_max = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %i_res, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %act = arith.cmpi ult, %tx, %c128 : index
  scf.if %act {
    %x_3 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer = arith.addi %tx, %c128 : index
    %y = memref.load %red_max[%peer] : memref<256xf32, #gpu.address_space<workgroup>>
    %m = arith.maximumf %x_3, %y : f32
    memref.store %m, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_4 = arith.cmpi ult, %tx, %c64 : index
  scf.if %act_4 {
    %x_5 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_6 = arith.addi %tx, %c64 : index
    %y_7 = memref.load %red_max[%peer_6] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_8 = arith.maximumf %x_5, %y_7 : f32
    memref.store %m_8, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_9 = arith.cmpi ult, %tx, %c32 : index
  scf.if %act_9 {
    %x_10 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_11 = arith.addi %tx, %c32 : index
    %y_12 = memref.load %red_max[%peer_11] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_13 = arith.maximumf %x_10, %y_12 : f32
    memref.store %m_13, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_14 = arith.cmpi ult, %tx, %c16 : index
  scf.if %act_14 {
    %x_15 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_16 = arith.addi %tx, %c16 : index
    %y_17 = memref.load %red_max[%peer_16] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_18 = arith.maximumf %x_15, %y_17 : f32
    memref.store %m_18, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_19 = arith.cmpi ult, %tx, %c8 : index
  scf.if %act_19 {
    %x_20 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_21 = arith.addi %tx, %c8 : index
    %y_22 = memref.load %red_max[%peer_21] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_23 = arith.maximumf %x_20, %y_22 : f32
    memref.store %m_23, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_24 = arith.cmpi ult, %tx, %c4 : index
  scf.if %act_24 {
    %x_25 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_26 = arith.addi %tx, %c4 : index
    %y_27 = memref.load %red_max[%peer_26] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_28 = arith.maximumf %x_25, %y_27 : f32
    memref.store %m_28, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_29 = arith.cmpi ult, %tx, %c2 : index
  scf.if %act_29 {
    %x_30 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_31 = arith.addi %tx, %c2 : index
    %y_32 = memref.load %red_max[%peer_31] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_33 = arith.maximumf %x_30, %y_32 : f32
    memref.store %m_33, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_34 = arith.cmpi ult, %tx, %c1 : index
  scf.if %act_34 {
    %x_35 = memref.load %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_36 = arith.addi %tx, %c1 : index
    %y_37 = memref.load %red_max[%peer_36] : memref<256xf32, #gpu.address_space<workgroup>>
    %m_38 = arith.maximumf %x_35, %y_37 : f32
    memref.store %m_38, %red_max[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %total = memref.load %red_max[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %i_res_40 = scf.for %i_39 = %c0 to %c16 step %c1 iter_args(%sum = %cf0p0) -> (f32) {
    %col_41 = arith.muli %i_39, %c256 : index
    %col_42 = arith.addi %col_41, %tx : index
    %x_43 = memref.load %row_s[%col_42] : memref<4096xf32, #gpu.address_space<workgroup>>
    %d = arith.subf %x_43, %total : f32
    %ex = math.exp %d : f32
    memref.store %ex, %row_s[%col_42] : memref<4096xf32, #gpu.address_space<workgroup>>
    %sum_44 = arith.addf %sum, %ex : f32
    scf.yield %sum_44 : f32
  }
  %red_sum = smem.alloc : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %i_res_40, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %act_45 = arith.cmpi ult, %tx, %c128 : index
  scf.if %act_45 {
    %x_46 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_47 = arith.addi %tx, %c128 : index
    %y_48 = memref.load %red_sum[%peer_47] : memref<256xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x_46, %y_48 : f32
    memref.store %s, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_49 = arith.cmpi ult, %tx, %c64 : index
  scf.if %act_49 {
    %x_50 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_51 = arith.addi %tx, %c64 : index
    %y_52 = memref.load %red_sum[%peer_51] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_53 = arith.addf %x_50, %y_52 : f32
    memref.store %s_53, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_54 = arith.cmpi ult, %tx, %c32 : index
  scf.if %act_54 {
    %x_55 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_56 = arith.addi %tx, %c32 : f64
    %y_57 = memref.load %red_sum[%peer_56] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_58 = arith.addf %x_55, %y_57 : f32
    memref.store %s_58, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_59 = arith.cmpi ult, %tx, %c16 : index
  scf.if %act_59 {
    %x_60 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_61 = arith.addi %tx, %c16 : index
    %y_62 = memref.load %red_sum[%peer_61] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_63 = arith.addf %x_60, %y_62 : f32
    memref.store %s_63, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_64 = arith.cmpi ult, %tx, %c8 : index
  scf.if %act_64 {
    %x_65 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_66 = arith.addi %tx, %c8 : index
    %y_67 = memref.load %red_sum[%peer_66] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_68 = arith.addf %x_65, %y_67 : f32
    memref.store %s_68, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_69 = arith.cmpi ult, %tx, %c4 : index
  scf.if %act_69 {
    %x_70 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_71 = arith.addi %tx, %c4 : index
    %y_72 = memref.load %red_sum[%peer_71] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_73 = arith.addf %x_70, %y_72 : f32
    memref.store %s_73, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_74 = arith.cmpi ult, %tx, %c2 : index
  scf.if %act_74 {
    %x_75 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_76 = arith.addi %tx, %c2 : index
    %y_77 = memref.load %red_sum[%peer_76] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_78 = arith.addf %x_75, %y_77 : f32
    memref.store %s_78, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %act_79 = arith.cmpi ult, %tx, %c1 : index
  scf.if %act_79 {
    %x_80 = memref.load %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %peer_81 = arith.addi %tx, %c1 : index
    %y_82 = memref.load %red_sum[%peer_81] : memref<256xf32, #gpu.address_space<workgroup>>
    %s_83 = arith.addf %x_80, %y_82 : f32
    memref.store %s_83, %red_sum[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    scf.yield
  }
  gpu.barrier
  %total_84 = memref.load %red_sum[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
  scf.for %i_85 = %c0 to %c16 step %c1 {
    %col_86 = arith.muli %i_85, %c256 : index
    %col_87 = arith.addi %col_86, %tx : index
    %x_88 = memref.load %row_s[%col_87] : memref<4096xf32, #gpu.address_space<workgroup>>
    %y_89 = arith.divf %x_88, %total_84 : f32
    memref.store %y_89, %Y[%bx, %col_87] : memref<1024x4096xf32>
    scf.yield
  }
  smem.return
}
