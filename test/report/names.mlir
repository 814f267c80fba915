// Buffers are named as in the input, everywhere: the report (text, JSON, SVG), its remarks, the
// plan and the IR. mlir-opt prints a kernel's allocs as %alloc, %alloc_0, %alloc_1; alloc_0 in
// the report is %alloc_0 in the file (not the second of two "alloc"s renumbered).
// RUN: smem-opt %s -p smem-coalesce --smem-report --smem-layout %t.svg -o %t.ir 2>&1 | filecheck %s
// RUN: smem-opt %s -p smem-coalesce --smem-report - --smem-report-format json -o %t.ir2 | filecheck %s --check-prefix=JSON
// RUN: filecheck %s --check-prefix=SVG < %t.svg
// RUN: filecheck %s --check-prefix=IR < %t.ir
// What mlir-opt prints is read with the same names (and printed back the same).
// REQUIRES: mlir-opt
// RUN: mlir-opt %s | smem-opt -p smem-coalesce --smem-report 2>&1 >/dev/null | filecheck %s
// RUN: mlir-opt --mlir-print-op-generic %s | smem-opt -p smem-coalesce --smem-report 2>&1 >/dev/null | filecheck %s --check-prefix=GENERIC

// CHECK:      smem report: kernel @k
// CHECK-NEXT:   buffer
// CHECK-NEXT:   alloc    {{.*}}
// CHECK-NEXT:   alloc_0  {{.*}}
// CHECK-NEXT:   alloc_1  {{.*}}
// CHECK:        remark: alloc and alloc_0 cannot share
// CHECK-NOT:    alloc_2

// JSON:      "name": "alloc",
// JSON:      "name": "alloc_0",
// JSON:      "name": "alloc_1",

// SVG:       data-buffer="alloc"
// SVG:       data-buffer="alloc_0"
// SVG:       data-buffer="alloc_1"

// IR:        %alloc = memref.view
// IR:        %alloc_0 = memref.view
// IR:        %alloc_1 = memref.view

// Generic form numbers the values (%0, %1, ...) and has no names: a buffer without a name is
// buf<N>, N its position among the kernel's buffers (allocs and attributions in order).
// GENERIC:    buf0
// GENERIC:    buf1
// GENERIC:    buf2

// IREE's kernels: %alloc_11 is alloc_11 (it used to be reported as alloc_1).
// RUN: smem-opt %corpus/iree/iree_attention_d64_f16_vd.mlir -p smem-coalesce --smem-report --smem-report-registers none 2>&1 >/dev/null | filecheck %s --check-prefix=IREE
// IREE:       alloc      4608
// IREE-NEXT:  alloc_11   8704 {{.*}} alloc_13
// IREE-NEXT:  alloc_13   8704 {{.*}} alloc_11
gpu.module @m {
  gpu.func @k(%A: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %tx = gpu.thread_id x
    %alloc = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %alloc_0 = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    %a = memref.load %A[%tx] : memref<256xf32>
    memref.store %a, %alloc[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %a, %alloc_0[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %alloc[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %y = memref.load %alloc_0[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %x, %y : f32
    gpu.barrier
    %alloc_1 = memref.alloc() : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %s, %alloc_1[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %z = memref.load %alloc_1[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %z, %A[%tx] : memref<256xf32>
    gpu.return
  }
}
