// A wrong expectation fails the run (exit 1), as in mlir-opt: a missing diagnostic, an unexpected
// one and one of another severity are errors at their lines, with the source line and a caret
// (under the expectation, mlir-opt's ^~~~ spans its text). Every chunk is still processed and
// the chunks that succeeded are printed; nothing is written to -o.
// RUN: not smem-opt %S/Inputs/wrong-expectations.mlir --split-input-file --verify-diagnostics 2> %t.err > %t.out
// RUN: filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=OUT < %t.out
// RUN: rm -f %t.o && not smem-opt %S/Inputs/wrong-expectations.mlir --split-input-file --verify-diagnostics -o %t.o 2>/dev/null
// RUN: not test -e %t.o

// CHECK: wrong-expectations.mlir:3:8: error: unexpected error: 'smem.alloc' op result must be in workgroup memory
// CHECK-NEXT: {{^}}  %a = smem.alloc : memref<4xf32>{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
// CHECK-NEXT: wrong-expectations.mlir:2:6: error: expected error "this is not the message" was not produced
// CHECK-NEXT: {{^}}  // expected-error @+1 {{[{][{]}}this is not the message{{[}][}]}}{{$}}
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: wrong-expectations.mlir:10:8: error: unexpected error: 'smem.alloc' op result must be in workgroup memory
// CHECK:      wrong-expectations.mlir:17:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK:      wrong-expectations.mlir:17:6: error: expected warning "must be in workgroup memory" was not produced
// CHECK:      wrong-expectations.mlir:25:6: error: expected error "nothing goes wrong here" was not produced
// CHECK-NOT:  : error:

// OUT-NOT: smem.alloc
// OUT: smem.kernel @good
// OUT: smem.kernel @fine

// Without --verify-diagnostics the same file fails at its one real error per bad chunk.
// RUN: not smem-opt %S/Inputs/wrong-expectations.mlir --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=PLAIN
// PLAIN: wrong-expectations.mlir:3:8: error: 'smem.alloc' op result must be in workgroup memory
// PLAIN: wrong-expectations.mlir:10:8: error:
// PLAIN: wrong-expectations.mlir:18:8: error:
// PLAIN-NOT: : error:
