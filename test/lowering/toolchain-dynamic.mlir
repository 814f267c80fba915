// REQUIRES: mlir-opt, ptxas
// A kernel over 48 KiB goes to dynamic shared memory and still assembles: the PTX has the
// extern dynamic array only, ptxas reports 0 static bytes, and the launch size is the plan.
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit ptx | filecheck %s --check-prefix=PTX
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit ptx | grep -c '\.shared \.align' | filecheck %s --check-prefix=COUNT
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit resource-usage | filecheck %s --check-prefix=USAGE
// RUN: smem-opt %s -p smem-to-nvvm-ready --target sm_75 --emit resource-usage | filecheck %s --check-prefix=SM75
// RUN: smem-opt %s -p smem-to-nvvm-ready | mlir-opt | filecheck %s --check-prefix=IR
// RUN: smem-opt %s -p smem-to-nvvm-ready --emit ptx > %t.ptx
// RUN: ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | filecheck %s --check-prefix=PTXAS
// smem-coalesce alone on a gpu.func whose own dynamic views need 64 KiB: ptxas accepts the result
// (a static 64 KiB arena used to stop there, "uses too much shared data").
// RUN: smem-opt %S/../coalesce/static-limit.mlir -p smem-coalesce --emit resource-usage | filecheck %s --check-prefix=OWN
// OWN: own_views {{ +}}{{[0-9]+}} {{ +}}0 {{ +}}65536 {{ +}}65536 {{ +}}yes

// PTX:      .extern .shared .align 16 .b8 __dynamic_shmem__0[];
// PTX:      .visible .entry two_live(
// The extern array is the only shared declaration (no demoted static copy):
// COUNT: {{^}}1{{$}}

// USAGE:      kernel    registers  smem (ptxas)  dynamic smem  planned  match
// USAGE-NEXT: two_live  {{ *[0-9]+}}             0         65536    65536    yes
// SM75:       two_live  {{ *[0-9]+}}             0         65536    65536    yes

// PTXAS: Compiling entry function 'two_live' for 'sm_90'
// PTXAS: Used {{[0-9]+}} registers
// PTXAS-NOT: bytes smem

// IR:      gpu.func @two_live
// IR-SAME:   smem.dynamic_shared_memory_bytes = 65536 : i64
// IR:        gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// IR:      func.func @host
// IR:        %[[N:.+]] = arith.constant 65536 : i32
// IR:        gpu.launch_func  @kernels::@two_live blocks in ({{.*}}) threads in ({{.*}}) dynamic_shared_memory_size %[[N]] args(
smem.kernel @two_live(%A: memref<8192xf32>, %B: memref<8192xf32>) block_size = [256] {
  %tx = gpu.thread_id x
  %X = smem.alloc : memref<8192xf32, #gpu.address_space<workgroup>>
  %Y = smem.alloc : memref<8192xf32, #gpu.address_space<workgroup>>
  %a = memref.load %A[%tx] : memref<8192xf32>
  memref.store %a, %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  memref.store %a, %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %x = memref.load %X[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %y = memref.load %Y[%tx] : memref<8192xf32, #gpu.address_space<workgroup>>
  %s = arith.addf %x, %y : f32
  memref.store %s, %B[%tx] : memref<8192xf32>
  smem.return
}
func.func @host(%A: memref<8192xf32>, %B: memref<8192xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  gpu.launch_func @kernels::@two_live blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%A : memref<8192xf32>, %B : memref<8192xf32>)
  return
}
