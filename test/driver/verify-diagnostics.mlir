// --verify-diagnostics checks the diagnostics against the expected-* comments, as mlir-opt does:
// errors, warnings, remarks and notes; @+N, @-N, @above, @below; {{regex}} pieces in
// expected-*-re; several expectations for one line. Matched diagnostics print nothing.
// RUN: smem-opt %s --split-input-file --verify-diagnostics -p smem-coalesce --smem-report %t.report -o %t.out 2>&1 | filecheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: {{.}}
// RUN: filecheck %s --check-prefix=OUT < %t.out
// Chunks whose expected errors happened print nothing; the others print, chunks separated as
// mlir-opt separates them.
// OUT: smem.kernel @divergent_barrier
// OUT: {{^}}[[SEP:// -{5}]]{{$}}
// OUT-NEXT: {{^}}[[SEP]]{{$}}
// OUT-NEXT: {{^}}[[SEP]]{{$}}
// OUT-NEXT: {{^}}[[SEP]]{{$}}
// OUT-NEXT: {{^}}[[SEP]]{{$}}
// OUT-NEXT: module {
// OUT-NEXT: smem.kernel @remarks

// A warning from smem-coalesce, pinned with @+1.
smem.kernel @divergent_barrier(%G: memref<64xf32>) block_size = [64] {
  %tx = gpu.thread_id x
  %c32 = arith.constant 32 : index
  %S = smem.alloc : memref<64xf32, #gpu.address_space<workgroup>>
  %g = memref.load %G[%tx] : memref<64xf32>
  memref.store %g, %S[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
  %lo = arith.cmpi ult, %tx, %c32 : index
  scf.if %lo {
    // expected-warning @+1 {{barrier inside divergent control flow separates nothing}}
    gpu.barrier
  }
  smem.return
}

// -----

// Verifier errors: @below, @above, @-N; literal text and expected-error-re.
smem.kernel @k() block_size = [1] {
  // expected-error @below {{'smem.alloc' op result must be in workgroup memory}}
  %a = smem.alloc : memref<4xf32>
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  %a = smem.alloc : memref<4xf32>
  // expected-error-re @above {{must be in {{[a-z]+}} memory (#gpu.address_space<{{.*}}>), got memref<4xf32>}}
  smem.return
}

// -----

smem.kernel @k() block_size = [1] {
  %a = smem.alloc : memref<4xf32>
  smem.return
  // expected-error @-2 {{got memref<4xf32>}}
}

// -----

// Parse errors are diagnostics too.
func.func @f() {
  // expected-error @+1 {{integer constant 9223372036854775808 is out of range for index}}
  %c = arith.constant 9223372036854775808 : index
  func.return
}

// -----

// The report's remarks (with --smem-report) are remarks at the first access where a pair
// conflicts; two on one line.
smem.kernel @remarks(%G: memref<128xf32>) block_size = [128] {
  %tx = gpu.thread_id x
  %A = smem.alloc {name = "A"} : memref<128xf32, #gpu.address_space<workgroup>>
  %B = smem.alloc {name = "B"} : memref<128xf32, #gpu.address_space<workgroup>>
  %C = smem.alloc {name = "C"} : memref<128xf32, #gpu.address_space<workgroup>>
  %g = memref.load %G[%tx] : memref<128xf32>
  memref.store %g, %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  // expected-remark @+1 {{A and B cannot share (overlapping-spans}}
  memref.store %g, %B[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  // expected-remark @below {{A and C cannot share}}
  // expected-remark @below {{B and C cannot share}}
  memref.store %g, %C[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %a = memref.load %A[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %b = memref.load %B[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %cc = memref.load %C[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
  %c = arith.addf %a, %b : f32
  %d = arith.addf %c, %cc : f32
  memref.store %d, %G[%tx] : memref<128xf32>
  smem.return
}
