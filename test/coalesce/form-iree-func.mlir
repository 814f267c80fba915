// Design §2, kernels: IREE's form before outlining. A func.func that holds workgroup allocations
// and that no op of the module references is a kernel run by one workgroup: planned like a
// gpu.func kernel, its arena a workgroup memref.alloc with the arena's alignment (as IREE's own
// packing emits; IREE's later passes make it a global). Its block size comes from
// gpu.known_block_size or from the workgroup_size of IREE's translation_info. A function some op
// calls is a helper and is left alone; the report lists every function it looked at.
// RUN: smem-opt %s --allow-unregistered-dialect -p 'smem-coalesce,smem-verify-plan' | filecheck %s
// RUN: smem-opt %s --allow-unregistered-dialect -p smem-coalesce --smem-report -o /dev/null 2>&1 | filecheck %s --check-prefix=REPORT
// RUN: smem-opt %s --allow-unregistered-dialect -p smem-coalesce --smem-report --smem-report-format json -o /dev/null 2>&1 | filecheck %s --check-prefix=JSON
// convert-smem-to-gpu keeps the func.func and its alloc arena (no gpu.func, no malloc):
// RUN: smem-opt %s --allow-unregistered-dialect -p smem-to-nvvm-ready --target sm_80 | filecheck %s --check-prefix=LOWERED

// CHECK-LABEL: func.func @reduce_then_scale
// CHECK-SAME: smem.arena_bytes = 1024 : i64
// CHECK-SAME: smem.unshared_bytes = 2048 : i64
// CHECK-NEXT: %smem_arena = memref.alloc() {alignment = 16 : i64} : memref<1024xi8, #gpu.address_space<workgroup>>
// CHECK: %partial_offset = arith.constant 0 : index
// CHECK-NEXT: %partial = memref.view %smem_arena[%partial_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK: %scaled_offset = arith.constant 0 : index
// CHECK-NEXT: %scaled = memref.view %smem_arena[%scaled_offset][] : memref<1024xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.dealloc
// CHECK: {{^ *}}return

// The helper is called: left alone, its alloc untouched.
// CHECK-LABEL: func.func @helper
// CHECK-NOT: smem.arena_bytes
// CHECK: %scratch = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: func.func @host
// CHECK-NOT: smem.arena_bytes

// REPORT: smem report: kernel @reduce_then_scale
// REPORT: occupancy on sm_90: 256 threads (8 warps) per block
// REPORT: smem report: kernel @from_translation_info
// REPORT: occupancy on sm_90: 128 threads (4 warps) per block
// REPORT: smem report: functions looked at
// REPORT-NEXT: @reduce_then_scale (func.func, {{.*}}form-iree-func.mlir:[[# @LINE + 18]]:1): planned
// REPORT-NEXT: @from_translation_info (func.func, {{.*}}): planned
// REPORT-NEXT: @helper (func.func, {{.*}}): skipped: called helper: 'func.call' in @host references it
// REPORT-NEXT: @host (func.func, {{.*}}): skipped: no workgroup buffers
// REPORT-NEXT: @declared (func.func, {{.*}}): skipped: declaration (no body)

// JSON: "kind": "func",
// JSON: "functions": [
// JSON-NEXT: {
// JSON-NEXT: "name": "reduce_then_scale",
// JSON-NEXT: "op": "func.func",
// JSON-NEXT: "form": "func",

// LOWERED-NOT: gpu.module
// LOWERED: func.func @reduce_then_scale
// LOWERED-SAME: smem.target = "sm_80"
// LOWERED-NEXT: %smem_arena = memref.alloc() {alignment = 16 : i64} : memref<1024xi8, #gpu.address_space<workgroup>>
// LOWERED-NOT: gpu.func
func.func @reduce_then_scale(%in: memref<256xf32>, %out: memref<256xf32>) attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : index
  %tx = gpu.thread_id x
  %partial = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
  %scaled = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
  %x = memref.load %in[%tx] : memref<256xf32>
  memref.store %x, %partial[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %s = memref.load %partial[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %y = arith.mulf %x, %s : f32
  memref.store %y, %scaled[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %z = memref.load %scaled[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
  memref.store %z, %out[%tx] : memref<256xf32>
  memref.dealloc %partial : memref<256xf32, #gpu.address_space<workgroup>>
  memref.dealloc %scaled : memref<256xf32, #gpu.address_space<workgroup>>
  return
}

func.func @from_translation_info() attributes {translation_info = #iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<VectorDistribute> workgroup_size = [128, 1, 1] subgroup_size = 32>} {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  memref.store %f, %a[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
  return
}

func.func @helper(%v: f32) {
  %c0 = arith.constant 0 : index
  %scratch = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
  memref.store %v, %scratch[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
  return
}

func.func @host(%v: f32) {
  func.call @helper(%v) : (f32) -> ()
  return
}

func.func private @declared(f32)
