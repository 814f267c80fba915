// Output files: nothing the user asked for is written by a run that fails, and -o onto a file
// with other hard links writes it in place (the links keep sharing it), as mlir-opt does.

// A run that fails after the report was made (a later chunk fails, a tool fails, the
// simulation finds a race) writes neither the report, nor the layout, nor -o.
// RUN: rm -f %t.report %t.svg %t.out
// RUN: env SMEM_PTXAS=/bin/true not smem-opt %examples/matmul_tiled.mlir -p smem-to-nvvm-ready --emit resource-usage --smem-report %t.report --smem-layout %t.svg -o %t.out --smem-report-registers none 2>&1 | filecheck %s --check-prefix=PTXAS
// (SMEM_PTXAS=/bin/true: a "ptxas" that prints no resource usage is an error, not an empty table)
// RUN: not test -e %t.report
// RUN: not test -e %t.svg
// RUN: not test -e %t.out
// RUN: not smem-opt %s --split-input-file -p smem-coalesce --smem-report %t.report --smem-layout %t.svg -o %t.out 2>&1 | filecheck %s --check-prefix=CHUNK
// RUN: not test -e %t.report
// RUN: not test -e %t.svg
// RUN: not test -e %t.out
// RUN: not smem-opt %S/../simulate/simulate-race.mlir --simulate --smem-report %t.report -o %t.out > /dev/null 2>&1
// RUN: not test -e %t.report
// RUN: not test -e %t.out
// The same runs without the failing part write all three.
// RUN: smem-opt %examples/matmul_tiled.mlir -p smem-coalesce --smem-report %t.report --smem-layout %t.svg -o %t.out --smem-report-registers none
// RUN: test -s %t.report
// RUN: test -s %t.svg
// RUN: test -s %t.out

// PTXAS: smem-opt: error: ptxas ({{.*}}) printed no resource usage for kernel @matmul_tiled
// CHUNK: output-files.mlir:[[# @LINE + 8]]:8: error: 'smem.alloc' op result must be in workgroup memory

// Errors for report and layout paths name the tool, like every error without a location.
// RUN: not smem-opt %examples/matmul_tiled.mlir --smem-report %t.missing/r.txt -o %t.out 2>&1 | filecheck %s --check-prefix=PATH
// RUN: not smem-opt %examples/matmul_tiled.mlir --smem-layout %t.missing/l.svg -o %t.out 2>&1 | filecheck %s --check-prefix=PATH
// PATH: {{^}}smem-opt: error: cannot write '{{.*}}.missing/{{[rl]}}.{{txt|svg}}': No such file or directory

smem.kernel @k() block_size = [1] {
  %a = smem.alloc : memref<4xf32>
  smem.return
}

// -----

// Hard links: the file and its other name both hold the output.
// RUN: rm -f %t.a %t.b && echo old > %t.a && ln %t.a %t.b
// RUN: smem-opt %examples/matmul_tiled.mlir -o %t.b
// RUN: diff %t.a %t.b
// RUN: filecheck %s --check-prefix=LINK < %t.a
// LINK: smem.kernel @matmul_tiled
