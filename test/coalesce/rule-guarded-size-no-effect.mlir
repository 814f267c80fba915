// Offsets never depend on a size whose alloc may not run (design §4): an optional tile of
// run-time size allocated only under `scf.if %has_bias` goes after every buffer whose alloc always
// runs, and counts no bytes where its guard fails (`arith.select` on the guard, computed at entry):
// with the flag off and a huge %len the scratch tile stays at the arena's start and the launch asks
// for no more. A size `1 << %n` under `%n < 16` is poison where the guard fails; the select does
// not pass it on. Two guarded sizes under conditions that cannot be computed at entry are refused.
// RUN: smem-opt %s --split-input-file -p smem-coalesce -verify-diagnostics | filecheck %s
// RUN: not smem-opt %s --split-input-file -p smem-coalesce --check -o /dev/null 2>&1 | filecheck %s --check-prefix=RAN

// CHECK-LABEL: gpu.func @optional_tile
// CHECK: %scratch_offset = arith.muli
// CHECK: %bias_offset = arith.muli
// CHECK: arith.select %has_bias
// RAN: ran @m::@optional_tile:
gpu.module @m {
  gpu.func @optional_tile(%in: memref<4096xf32>, %out: memref<4096xf32>, %has_bias: i1, %len: index, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c1 = arith.constant 1 : index
    scf.if %has_bias {
      %bias = memref.alloc(%len) : memref<?xf32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%tx] : memref<4096xf32>
      memref.store %v, %bias[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      %w = memref.load %bias[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%tx] : memref<4096xf32>
    }
    %scratch = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<4096xf32>
    memref.store %x, %scratch[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %y = memref.load %scratch[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<4096xf32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @shifted_size
// CHECK: %[[G:.*]] = arith.cmpi slt, %n, %c16
// CHECK: arith.select %[[G]]
// RAN: ran @m::@shifted_size:
gpu.module @m {
  gpu.func @shifted_size(%in: memref<64xf32>, %out: memref<64xf32>, %n: index, %m: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %small = arith.cmpi slt, %n, %c16 : index
    scf.if %small {
      %len = arith.shli %c1, %n : index
      %t = memref.alloc(%len) : memref<?xf32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%tx] : memref<64xf32>
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %v, %t[%c0] : memref<?xf32, #gpu.address_space<workgroup>>
      }
    }
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %atleast = arith.maxui %m, %c64 : index
    %mm = arith.minui %atleast, %c256 : index
    %s = memref.alloc(%mm) : memref<?xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<64xf32>
    memref.store %x, %s[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %y = memref.load %s[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// The same in CFG form: the tile's block is entered only by the `cf.cond_br` on %has_bias (one
// predecessor), so its bytes are select(%has_bias, ..., 0) too; a second tile in a block two
// branches away counts where both conditions hold. The scratch buffer's block has two
// predecessors: no condition at entry says where it runs, so it goes last.
// CHECK-LABEL: gpu.func @optional_tile_cfg
// CHECK: %[[BOTH:.*]] = arith.andi %wide, %has_bias
// CHECK: %bias_offset = arith.muli
// CHECK: arith.select %has_bias
// CHECK: %extra_offset = arith.muli
// CHECK: arith.select %[[BOTH]]
// CHECK: %scratch_offset = arith.muli
// RAN: ran @m::@optional_tile_cfg:
gpu.module @m {
  gpu.func @optional_tile_cfg(%in: memref<4096xf32>, %out: memref<4096xf32>, %has_bias: i1, %wide: i1, %len: index, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    cf.cond_br %has_bias, ^bias, ^rest
  ^bias:
    %bias = memref.alloc(%len) : memref<?xf32, #gpu.address_space<workgroup>>
    %v = memref.load %in[%tx] : memref<4096xf32>
    memref.store %v, %bias[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %w = memref.load %bias[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tx] : memref<4096xf32>
    cf.cond_br %wide, ^wide_tile, ^rest
  ^wide_tile:
    %extra = memref.alloc(%len) : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %v, %extra[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %e = memref.load %extra[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %e, %out[%tx] : memref<4096xf32>
    cf.br ^rest
  ^rest:
    %scratch = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
    %x = memref.load %in[%tx] : memref<4096xf32>
    memref.store %x, %scratch[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %y = memref.load %scratch[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%tx] : memref<4096xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @two_sizes_in_loops(%in: memref<64xf32>, %n: index, %m: index, %k: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %k step %c1 {
      %a = memref.alloc(%n) : memref<?xf32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%tx] : memref<64xf32>
      memref.store %v, %a[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    }
    scf.for %i = %c0 to %k step %c1 {
      // expected-error @+1 {{workgroup buffer 'b' has a run-time size and may not be allocated}}
      %b = memref.alloc(%m) : memref<?xf32, #gpu.address_space<workgroup>>
      %v = memref.load %in[%tx] : memref<64xf32>
      memref.store %v, %b[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    }
    gpu.return
  }
}
