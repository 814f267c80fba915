// The report table, totals, peak and remarks for the tiled matmul example.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce --smem-report 2>&1 >/dev/null | filecheck %s
// `--smem-report -` is stdout (mlir-opt's convention); the IR then goes to -o.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce --smem-report - --smem-report-format json -o %t.ir 2>/dev/null | filecheck %s --check-prefix=JSON
// RUN: filecheck %s --check-prefix=IR < %t.ir
// Both on stdout is a usage error, before any work.
// RUN: not smem-opt %examples/matmul_tiled.mlir -p smem-coalesce --smem-report - 2>&1 | filecheck %s --check-prefix=BOTH
// RUN: not smem-opt %examples/matmul_tiled.mlir --simulate --smem-report - -o %t.ir2 2>&1 | filecheck %s --check-prefix=SIM
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce --smem-layout %t.svg -o %t.out
// RUN: filecheck %s --check-prefix=SVG < %t.svg

// CHECK:      smem report: kernel @matmul_tiled ({{.*}}matmul_tiled.mlir:5:1)
// CHECK-NEXT:   buffer  bytes  align  offset  byte range    span    first access  last access  widened by  shares bytes with
// CHECK-NEXT:   Asub     4096     16       0  [0, 4096)     16..33  24:5          30:12        loop        Csub
// CHECK-NEXT:   Bsub     4096     16    4096  [4096, 8192)  16..33  27:5          31:12        loop        -
// CHECK-NEXT:   Csub     4096     16       0  [0, 4096)     35..37  40:3          42:10        -           Asub
// CHECK-NEXT:   totals: 12288 bytes without reuse -> arena 8192 bytes (saved 4096, 33.3%); lower bound 8192 bytes; proven optimal (exact); alignment 16
// CHECK-NEXT:   peak: lower-bound clique {Asub, Bsub} = 8192 bytes; most bytes live at point 16 ('scf.for' at 21:10): {Asub, Bsub} = 8192 bytes
// CHECK-NEXT:   remarks: 1 pair could not share, largest stakes first
// CHECK-NEXT:     {{.*}}matmul_tiled.mlir:27:5: remark: Asub and Bsub cannot share (overlapping-spans; 4096 B at stake): spans of Asub and Bsub overlap: both live at 'memref.store' at {{.*}}matmul_tiled.mlir:27:5
// CHECK-NOT:  remark
// CHECK-NOT:  smem.alloc

// JSON:      "schema": "smem-opt-report",
// JSON:      "name": "matmul_tiled",
// JSON:      "name": "Csub",
// JSON:      "offset": 0,
// JSON:      "shares_with": [
// JSON-NEXT:   "Asub"
// JSON:      "arena_bytes": 8192,
// JSON:      "lower_bound": 8192,
// JSON:      "proven_optimal": true,

// IR:      smem.kernel @matmul_tiled
// BOTH:    smem-opt: error: --smem-report - and the IR would both go to standard output; give the IR a file with -o
// BOTH-NOT: smem.kernel
// SIM:     smem-opt: error: --simulate and --smem-report - would both go to standard output; send one of them to a file (--smem-report=FILE, --smem-layout FILE)

// SVG:     <svg xmlns="http://www.w3.org/2000/svg"
// SVG:     data-kernel="matmul_tiled"
// SVG-DAG: data-buffer="Asub" data-offset="0" data-bytes="4096"
// SVG-DAG: data-buffer="Bsub" data-offset="4096" data-bytes="4096"
// SVG-DAG: data-buffer="Csub" data-offset="0" data-bytes="4096"
// SVG:     arena = LB = 8 KiB
// SVG:     </svg>
