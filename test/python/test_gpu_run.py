"""bench/gpu_run.py against a fake CUDA driver: the calls it makes, in order, and the
table it writes. The fake (``FakeDriver``, defined here and nowhere else) keeps device
memory in Python, decodes the kernel parameters the runner passes, computes the
outputs with the kernel's numpy reference and advances a clock by a duration per
variant, so that every figure in the table can be checked. The GPU itself is never
needed."""

from __future__ import annotations

import ctypes
import enum
import json
import math
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from bench import gpu_run
from bench.gpu.cases import VARIANTS, Case, load_manifest, make_case, timing_params
from bench.gpu.corpus import LaunchSettings, NotRunnable, check_signature, param_bytes, plan_args, ptx_entry_params
from bench.gpu.cuda import Device, memref_params
from bench.gpu.sanitizer import SANITIZE_GRID, Verdict, clip_grid, parse_output
from bench.kernels import KERNELS

SMALL = "small"


class FakeResult(enum.IntEnum):
    CUDA_SUCCESS = 0
    CUDA_ERROR_INVALID_VALUE = 1
    CUDA_ERROR_NOT_FOUND = 500
    CUDA_ERROR_ILLEGAL_ADDRESS = 700


class FakeFunctionAttribute(enum.IntEnum):
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1
    CU_FUNC_ATTRIBUTE_NUM_REGS = 4
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8


class FakeDeviceAttribute(enum.IntEnum):
    CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76


OK = FakeResult.CUDA_SUCCESS


class FakeDriver:
    """The driver API subset the runner uses, on host memory.

    Each fake PTX holds a line ``// fake kernel=K variant=V registers=R static=S
    blocks=B ms=T``: what the fake reports for the function and how long a launch
    takes. ``wrong`` names variants whose outputs the fake perturbs; ``fail`` names
    (kernel, variant) launches that return CUDA_ERROR_ILLEGAL_ADDRESS."""

    CUresult = FakeResult
    CUfunction_attribute = FakeFunctionAttribute
    CUdevice_attribute = FakeDeviceAttribute

    def __init__(self, cases: dict[str, Case], sms: int = 4, wrong: tuple = (), fail: tuple = ()):
        self.cases = {c.entry: c for c in cases.values()}
        self.sms, self.wrong, self.fail = sms, set(wrong), set(fail)
        self.calls: list[tuple] = []
        self.memory: dict[int, bytearray] = {}
        self.next_address = 1 << 20
        self.modules: dict[int, dict] = {}
        self.functions: dict[int, dict] = {}
        self.events: dict[int, float | None] = {}
        self.clock = 0.0
        self.launched: list[tuple] = []
        self.resets = 0

    def _log(self, *call):
        self.calls.append(call)

    # device and context
    def cuInit(self, flags):
        self._log("cuInit")
        return (OK,)

    def cuDeviceGetCount(self):
        return (OK, 1)

    def cuDeviceGet(self, ordinal):
        return (OK, ordinal)

    def cuDevicePrimaryCtxRetain(self, dev):
        return (OK, "ctx")

    def cuDevicePrimaryCtxReset(self, dev):
        self.resets += 1
        self.memory.clear()
        return (OK,)

    def cuCtxSetCurrent(self, ctx):
        return (OK,)

    def cuDeviceGetName(self, length, dev):
        return (OK, b"Fake GPU 9000" + b"\0" * 8)

    def cuDeviceGetAttribute(self, attr, dev):
        return (OK, {16: self.sms, 75: 9, 76: 0}[int(attr)])

    def cuDriverGetVersion(self):
        return (OK, 13000)

    def cuGetErrorName(self, err):
        return (OK, FakeResult(err).name.encode())

    def cuCtxSynchronize(self):
        return (OK,)

    # modules and functions
    def cuModuleLoadData(self, image):
        text = ctypes.string_at(image).decode()
        line = next(ln for ln in text.splitlines() if ln.startswith("// fake "))
        spec = dict(item.split("=") for item in line[len("// fake "):].split())
        handle = len(self.modules) + 1
        self.modules[handle] = spec
        self._log("cuModuleLoadData", spec["kernel"], spec["variant"])
        return (OK, handle)

    def cuModuleGetFunction(self, module, name):
        spec = self.modules[module]
        if name.decode() != spec["kernel"]:
            return (FakeResult.CUDA_ERROR_NOT_FOUND, None)
        handle = 100 + module
        self.functions[handle] = {**spec, "max_dynamic": 48 * 1024}
        return (OK, handle)

    def cuFuncSetAttribute(self, function, attr, value):
        self._log("cuFuncSetAttribute", self.functions[function]["variant"], FakeFunctionAttribute(attr).name, value)
        if attr == FakeFunctionAttribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
            self.functions[function]["max_dynamic"] = value
        return (OK,)

    def cuFuncGetAttribute(self, attr, function):
        f = self.functions[function]
        return (OK, int(f["registers"] if attr == FakeFunctionAttribute.CU_FUNC_ATTRIBUTE_NUM_REGS else f["static"]))

    def cuOccupancyMaxActiveBlocksPerMultiprocessor(self, function, threads, dynamic):
        f = self.functions[function]
        self._log("cuOccupancy", f["variant"], threads, dynamic)
        if dynamic > f["max_dynamic"]:
            return (OK, 0)
        return (OK, int(f["blocks"]))

    # memory
    def cuMemAlloc(self, size):
        address = self.next_address
        self.next_address += size + 256
        self.memory[address] = bytearray(size)
        return (OK, address)

    def cuMemFree(self, address):
        del self.memory[address]
        return (OK,)

    def cuModuleUnload(self, module):
        return (OK,)

    def cuMemcpyHtoD(self, dst, src, size):
        self.memory[dst][:size] = ctypes.string_at(src, size)
        return (OK,)

    def cuMemcpyDtoH(self, dst, src, size):
        ctypes.memmove(dst, bytes(self.memory[src][:size]), size)
        return (OK,)

    # launches
    def _params(self, pointer, count):
        slots = ctypes.cast(pointer, ctypes.POINTER(ctypes.c_uint64))
        return [ctypes.cast(slots[i], ctypes.POINTER(ctypes.c_uint64))[0] for i in range(count)]

    def cuLaunchKernel(self, function, gx, gy, gz, bx, by, bz, dynamic, stream, params, extra):
        f = self.functions[function]
        case = self.cases[f["kernel"]]
        assert stream == 0 and extra == 0
        assert (bx, by, bz) == case.block, "launched with another block than the kernel declares"
        if dynamic > f["max_dynamic"]:
            return (FakeResult.CUDA_ERROR_INVALID_VALUE,)
        self.launched.append((f["kernel"], f["variant"], (gx, gy, gz)))
        if (f["kernel"], f["variant"]) in self.fail:
            return (FakeResult.CUDA_ERROR_ILLEGAL_ADDRESS,)
        count = sum(3 + 2 * len(a["shape"]) for a in case.args)
        values = self._params(params, count)
        arrays, i = {}, 0
        for a in case.args:
            rank = len(a["shape"])
            alloc, aligned, offset = values[i : i + 3]
            sizes, strides = values[i + 3 : i + 3 + rank], values[i + 3 + rank : i + 3 + 2 * rank]
            i += 3 + 2 * rank
            assert alloc == aligned and offset == 0 and list(sizes) == a["shape"]
            assert list(strides) == [math.prod(a["shape"][k + 1 :]) for k in range(rank)]
            arrays[a["name"]] = (alloc, np.dtype(a["dtype"]), tuple(a["shape"]))
        if (gx, gy, gz) == case.grid:
            inputs = {
                n: np.frombuffer(bytes(self.memory[p]), dtype=dt).reshape(sh)
                for (n, (p, dt, sh)), a in zip(arrays.items(), case.args)
                if a["role"] == "in"
            }
            out = KERNELS[case.kernel].reference(inputs)
            for name, value in out.items():
                p, dt, sh = arrays[name]
                value = np.ascontiguousarray(value, dtype=dt)
                if f["variant"] in self.wrong:
                    value = value + np.ones_like(value)
                self.memory[p][: value.nbytes] = value.tobytes()
        self.clock += float(f["ms"])
        return (OK,)

    # events
    def cuEventCreate(self, flags):
        handle = len(self.events) + 1
        self.events[handle] = None
        return (OK, handle)

    def cuEventRecord(self, event, stream):
        self.events[event] = self.clock
        return (OK,)

    def cuEventSynchronize(self, event):
        return (OK,)

    def cuEventElapsedTime(self, start, end):
        return (OK, self.events[end] - self.events[start])

    def cuEventDestroy(self, event):
        return (OK,)


# -- a PTX directory made by hand ---------------------------------------------------------

FAKE_FIGURES = {
    # kernel: {variant: (registers, static, dynamic, report blocks, driver blocks, ms)}
    "softmax": {"without": (32, 192, 0, 8, 8, 1.0), "with": (30, 128, 0, 8, 8, 1.0)},
    "multistage3": {"without": (128, 0, 98304, 1, 1, 1.25), "with": (128, 0, 65536, 2, 2, 1.0)},
}


def fake_ptx(case: Case, variant: str, figures: tuple) -> str:
    regs, static, _, _, blocks, ms = figures
    return (
        f"// fake kernel={case.entry} variant={variant} registers={regs} static={static} "
        f"blocks={blocks} ms={ms}\n.visible .entry {case.entry}(\n"
    )


def make_dir(tmp_path: Path, figures=FAKE_FIGURES, timing: bool = True) -> Path:
    root = tmp_path / "ptx"
    root.mkdir()
    cases = []
    for name, per in figures.items():
        configs = [("check", {})] + ([("timing", {})] if timing else [])
        for config, params in configs:
            case = make_case(name, config, SMALL, params)
            for v in VARIANTS:
                regs, static, dynamic, report, _, _ = per[v]
                ptx = f"{case.key}.{v}.ptx"
                (root / ptx).write_text(fake_ptx(case, v, per[v]))
                case.variants[v] = {
                    "ptx": ptx, "static_bytes": static, "dynamic_bytes": dynamic, "registers": regs,
                    "report_shared_bytes": static + dynamic, "report_registers": regs,
                    "report_blocks_per_sm": report, "report_limited_by": ["shared_memory"], "report_exact": True,
                }
            cases.append(case.to_json())
    manifest = {"schema": "smem-opt-gpu-cases", "version": 1, "target": "sm_90",
                "provenance": {"smem_opt_commit": "abc1234", "target": "sm_90"}, "cases": cases}
    (root / "manifest.json").write_text(json.dumps(manifest))
    return root


def clean_sanitizer(calls: list):
    def fake(ptx_dir: str, key: str, tool: str) -> Verdict:
        calls.append((key, tool))
        return Verdict(tool, True, 0, 0, "RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)")

    return fake


def run_fake(tmp_path, driver=None, figures=FAKE_FIGURES, extra=(), sanitize_calls=None, **fake_kw):
    root = make_dir(tmp_path, figures)
    manifest = load_manifest(root)
    fake = driver or FakeDriver({c.key: c for c in manifest.cases}, **fake_kw)
    out = tmp_path / "gpu-results.md"
    calls = [] if sanitize_calls is None else sanitize_calls
    code = gpu_run.main(["--ptx-dir", str(root), "--out", str(out), *extra], driver=fake,
                        sanitize_fn=clean_sanitizer(calls), log=lambda _: None)
    return code, out.read_text(), fake, calls


# -- tests -------------------------------------------------------------------------------


def test_without_cuda_bindings_the_runner_says_what_to_install(monkeypatch):
    import sys

    from bench.gpu.cuda import DriverMissing, load_driver

    # The fake lives in this test module only: the runner's own lookup finds the
    # real bindings or nothing.
    monkeypatch.setitem(sys.modules, "cuda", None)
    monkeypatch.setitem(sys.modules, "cuda.bindings", None)
    with pytest.raises(DriverMissing, match="pip install cuda-bindings numpy"):
        load_driver()


def test_full_run_call_sequence_and_table(tmp_path):
    code, text, fake, sanitized = run_fake(tmp_path)
    assert code == 0, text
    assert "Fake GPU 9000 (sm_90, 4 SMs)" in text and "CUDA driver API 13.0" in text
    assert "status: **complete**" in text and "smem-opt abc1234" in text
    # Both variants of every case loaded; the dynamic limit raised before the occupancy query.
    loads = [c for c in fake.calls if c[0] == "cuModuleLoadData"]
    assert len(loads) == 2 * 4
    sequence = [c for c in fake.calls if c[0] in ("cuFuncSetAttribute", "cuOccupancy")]
    with_dynamic = [i for i, c in enumerate(sequence) if c[0] == "cuOccupancy" and c[3] == 65536]
    assert with_dynamic and all(
        sequence[i - 1] == ("cuFuncSetAttribute", "with", "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES", 65536)
        for i in with_dynamic
    )
    assert not any(c[0] == "cuFuncSetAttribute" and c[1:3] == ("without", "x") for c in sequence)
    # Racecheck once per coalesced check kernel.
    assert sorted(sanitized) == [("multistage3.check", "racecheck"), ("softmax.check", "racecheck")]
    # Timing: after the check case, the timing case's own check and the warm-up,
    # 50 launches per variant, interleaved AB BA ...
    timed = [(k, v) for k, v, _ in fake.launched if k == "multistage3"][2 + 2 + 2 * gpu_run.WARMUP:]
    assert len(timed) == 2 * gpu_run.MIN_LAUNCHES
    assert timed[:4] == [("multistage3", "without"), ("multistage3", "with"),
                         ("multistage3", "with"), ("multistage3", "without")]
    # The table: occupancy agrees, outputs right and equal, the speedup is the fake's 1.25.
    assert "report's blocks per SM equal cuOccupancyMaxActiveBlocksPerMultiprocessor in 8 of 8 rows" in text
    assert "numpy: 4 of 4 variants match" in text and "bit for bit equal: 4 of 4 cases" in text
    assert "multistage3: 1 -> 2 blocks/SM (occupancy changes): 1.250x ± 0.000" in text
    assert "softmax: 8 -> 8 blocks/SM (occupancy unchanged): 1.000x" in text
    row = next(line for line in text.splitlines() if line.startswith("| multistage3 | 2x2x1 |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    grid_blocks = 4
    assert cells[3:6] == ["1 / 2", f"{grid_blocks / (4 * 1):.1f} / {grid_blocks / (4 * 2):.1f}", "1.2500 / 1.0000"]
    assert cells[6] == "1.250" and cells[8] == "50"
    check = next(line for line in text.splitlines() if line.startswith("| multistage3 | check |") and "| with |" in line)
    cells = [c.strip() for c in check.strip("|").split("|")]
    from smem_opt.passes.target.occupancy import occupancy
    from smem_opt.passes.target.targets import get_target

    model = occupancy(get_target("sm_90"), 16, 65536, 128).blocks  # 4x4 threads at the small size
    assert cells[5:12] == ["65536", "128", "128", "2", str(model), "2", "yes"]
    assert cells[12].startswith("ok") and cells[13] == "yes"


def test_model_column_uses_the_drivers_registers(tmp_path):
    figures = {"multistage3": {"without": (128, 0, 98304, 1, 1, 1.0), "with": (128, 0, 65536, 2, 2, 1.0)}}
    root = make_dir(tmp_path, figures, timing=False)
    manifest = load_manifest(root)
    fake = FakeDriver({c.key: c for c in manifest.cases})
    (case,) = manifest.cases
    device = Device(fake)
    rows, _ = gpu_run.measure_case(device, manifest, case, reference=True, seed=0, launches=50, timed=False)
    from smem_opt.passes.target.occupancy import occupancy
    from smem_opt.passes.target.targets import get_target

    for row in rows:
        assert row.model_blocks == occupancy(get_target("sm_90"), case.threads, row.shared_bytes, 128).blocks


def test_wrong_results_and_disagreement_are_reported(tmp_path):
    figures = {
        "softmax": {"without": (32, 192, 0, 8, 8, 1.0), "with": (30, 128, 0, 8, 7, 1.0)},
    }
    code, text, _, _ = run_fake(tmp_path, figures=figures, extra=["--quick"], wrong=("with",))
    assert code == 1
    assert "**WRONG**" in text and "the variants differ" in text
    assert "softmax.check (with): report 8 blocks/SM, driver 7" in text
    assert "in 2 of 4 rows" in text


def test_a_failing_launch_is_recorded_and_the_run_goes_on(tmp_path):
    code, text, fake, _ = run_fake(tmp_path, fail=(("multistage3", "with"),))
    assert code == 1
    assert "CUDA_ERROR_ILLEGAL_ADDRESS" in text
    assert fake.resets >= 1  # the context was reset after the sticky error
    assert "| softmax | check |" in text  # later cases still ran
    assert "status: **complete**" in text


def test_quick_times_only_kernels_whose_occupancy_changes_and_the_control(tmp_path):
    figures = {**FAKE_FIGURES, "layernorm": {"without": (32, 192, 0, 8, 8, 1.0), "with": (32, 128, 0, 8, 8, 1.0)}}
    code, text, fake, _ = run_fake(tmp_path, figures=figures, extra=["--quick"])
    assert code == 0
    timed = {k for k, _, _ in fake.launched if sum(1 for x in fake.launched if x[0] == k) > 10}
    assert timed == {"multistage3", "softmax"}


def test_partial_results_are_written_as_the_run_goes(tmp_path):
    out = tmp_path / "gpu-results.md"
    seen = []

    def watching(ptx_dir, key, tool):
        seen.append(out.read_text())
        keys.append(key)  # both variants have the hazards here
        return Verdict(tool, False, 2, 0, "RACECHECK SUMMARY: 2 hazards displayed (2 errors, 0 warnings)")

    keys: list[str] = []

    root = make_dir(tmp_path)
    manifest = load_manifest(root)
    code = gpu_run.main(["--ptx-dir", str(root), "--out", str(out), "--kernels", "softmax"],
                        driver=FakeDriver({c.key: c for c in manifest.cases}), sanitize_fn=watching,
                        log=lambda _: None)
    assert code == 1
    assert "status: **partial: 1 of 3 steps done**" in seen[0] and "| softmax | check |" in seen[0]
    final = out.read_text()
    assert "**FOUND**" in final and "softmax.check: racecheck: RACECHECK SUMMARY: 2 hazards" in final
    # a finding sends the same tool to the kernel without reuse, and the row says what it found
    assert keys == ["softmax.check", "softmax.check:without"]
    assert "; without reuse: RACECHECK SUMMARY: 2 hazards displayed" in final


def test_sanitizer_child_launches_the_coalesced_kernel_on_a_clipped_grid(tmp_path):
    root = make_dir(tmp_path)
    manifest = load_manifest(root)
    fake = FakeDriver({c.key: c for c in manifest.cases})
    assert gpu_run.main(["--ptx-dir", str(root), "--sanitize-child", "multistage3.check"], driver=fake) == 0
    assert [(k, v) for k, v, _ in fake.launched] == [("multistage3", "with")]
    assert fake.launched[0][2] == clip_grid(manifest.cases[2].grid)
    assert gpu_run.main(["--ptx-dir", str(root), "--sanitize-child", "nope.check"], driver=fake) == 3
    assert gpu_run.main(["--ptx-dir", str(root), "--sanitize-child", "multistage3.check:without"], driver=fake) == 0
    assert [(k, v) for k, v, _ in fake.launched][-1] == ("multistage3", "without")


def test_setup_errors_exit_2_with_a_message(tmp_path, capsys):
    assert gpu_run.main(["--ptx-dir", str(tmp_path / "none")], driver=FakeDriver({})) == 2
    assert "manifest.json not found" in capsys.readouterr().err
    assert gpu_run.main(["--kernels", "nope", "--list"]) == 2
    assert "unknown kernel 'nope'" in capsys.readouterr().err
    assert gpu_run.main(["--sanitizer-tools", "bogus", "--list"]) == 2

    class NoLibrary(FakeDriver):
        def cuInit(self, flags):
            raise OSError("libcuda.so.1: cannot open shared object file")

    root = make_dir(tmp_path)
    assert gpu_run.main(["--ptx-dir", str(root), "--out", str(tmp_path / "r.md")], driver=NoLibrary({})) == 2
    assert "no usable NVIDIA driver" in capsys.readouterr().err

    class OldGpu(FakeDriver):
        def cuDeviceGetAttribute(self, attr, dev):
            return (OK, {16: 4, 75: 8, 76: 0}[int(attr)])

    assert gpu_run.main(["--ptx-dir", str(root), "--out", str(tmp_path / "r.md")], driver=OldGpu({})) == 2
    assert "cannot run on Fake GPU 9000 (sm_80)" in capsys.readouterr().err


def test_list_needs_no_gpu(tmp_path, capsys):
    assert gpu_run.main(["--list", "--kernels", "softmax", "multistage3"]) == 0
    out = capsys.readouterr().out
    assert "softmax.check" in out and "multistage3.check" in out and re.search(r"multistage3.check +grid +8x8x1", out)
    root = make_dir(tmp_path)
    assert gpu_run.main(["--list", "--ptx-dir", str(root)]) == 0
    out = capsys.readouterr().out
    assert "2 check and 2 timing cases" in out and re.search(r"blocks/SM +1 -> 2", out)


def test_parse_sanitizer_output():
    clean = "========= COMPUTE-SANITIZER\n========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)\n"
    v = parse_output("racecheck", clean, 0)
    assert v.clean is True and v.errors == 0
    dirty = ("========= Error: Race reported between Write access at k+0x10\n"
             "========= RACECHECK SUMMARY: 3 hazards displayed (1 error, 2 warnings)\n")
    v = parse_output("racecheck", dirty, 86)
    assert v.clean is False and (v.errors, v.warnings) == (1, 2)
    v = parse_output("memcheck", "========= ERROR SUMMARY: 0 errors\n", 0)
    assert v.clean is True
    v = parse_output("racecheck", "gpu_run child: error: no case 'x'\n", 3)
    assert v.clean is None and "no case" in v.detail
    # A launch that fails under memcheck is a finding, not a failure to run.
    v = parse_output("memcheck", "========= Invalid __shared__ write of size 16 bytes\n"
                     "gpu_run child: error: cuCtxSynchronize failed: CUDA_ERROR_LAUNCH_FAILED\n"
                     "========= ERROR SUMMARY: 1 error\n", 86)
    assert v.clean is False and v.errors == 1
    v = parse_output("racecheck", "========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)\n", 3)
    assert v.clean is None


def test_memref_parameters_are_the_expanded_descriptor():
    assert memref_params(4096, [3, 5, 7]) == [4096, 4096, 0, 3, 5, 7, 35, 7, 1]
    assert memref_params(64, [10]) == [64, 64, 0, 10, 1]


@pytest.mark.parametrize("name", list(KERNELS))
def test_timing_grids_fill_eight_waves(name):
    from bench.gpu.cases import SM_COUNT, WAVES

    check = make_case(name, "check", "realistic", {})
    for v in VARIANTS:
        check.variants[v] = {"static_bytes": 0, "dynamic_bytes": 0}
    params = timing_params(check, "sm_90")
    timing = make_case(name, "timing", "realistic", params)
    assert timing.block == check.block
    assert timing.blocks >= WAVES * SM_COUNT * 1
    KERNELS[name].generate("realistic", **params)  # a valid shape


def _tools_present() -> bool:
    from smem_opt.tools.toolchain import find_mlir_opt, find_ptxas

    return find_mlir_opt() is not None and find_ptxas() is not None


@pytest.mark.skipif(not _tools_present(), reason="needs mlir-opt and ptxas")
def test_compile_only_writes_ptx_and_the_reports_figures(tmp_path):
    from bench.gpu.cases import compile_cases

    manifest = compile_cases(["multistage3"], tmp_path, size="realistic", configs=("check",), log=lambda _: None)
    (case,) = load_manifest(tmp_path).cases
    assert case.key == "multistage3.check" and manifest.provenance["target"] == "sm_90"
    without, with_ = case.variants["without"], case.variants["with"]
    assert (without["dynamic_bytes"], with_["dynamic_bytes"]) == (163840, 98304)
    assert (without["report_blocks_per_sm"], with_["report_blocks_per_sm"]) == (1, 2)
    assert without["registers"] == without["report_registers"]
    ptx = (tmp_path / with_["ptx"]).read_text()
    assert ".visible .entry multistage3(" in ptx and ".extern .shared" in ptx
    assert "SM_COUNT" not in ptx and SANITIZE_GRID == (2, 2, 1)


# -- corpus kernels: the run plan against the real PTX ----------------------------------------

LOWERING_CORPUS = [
    "iree_conv_igemm_f16_tf", "iree_matmul_f16_tf", "iree_matmul_f16_vd", "iree_transpose_f32_tf",
    "up_nvgpu_optimize_smem_128x32xf16", "up_nvgpu_pipeline_shared_async_predicated",
    "up_nvgpu_pipeline_shared_unpeeled", "up_gpucommon_memattr_multiple.kernel",
    # gpu.subgroup_reduce as shuffles, vector patterns applied (bench.gpu.corpus.upstream_lowerable)
    "iree_attention_d64_f16_vd", "iree_softmax_f32_vd", "iree_layernorm_sum_f32_vd", "iree_rowsum_f32_vd",
]
TIMED_CORPUS = {
    "iree_attention_d64_f16_vd": (2, 16, 16), "iree_softmax_f32_vd": (128, 1, 1),
    "iree_layernorm_sum_f32_vd": (256, 1, 1), "iree_rowsum_f32_vd": (512, 1, 1),
}
"""Corpus kernels timed on their dispatch's grid, and that grid."""

HAND_PTX = """
.visible .entry k(
	.param .u64 .ptr .align 1 k_param_0,
	.param .u64 .ptr .align 1 k_param_1,
	.param .u64 k_param_2,
	.param .u64 k_param_3,
	.param .u64 k_param_4,
	.param .f32 k_param_5,
	.param .align 4 .b8 k_param_6[12]
)
{
"""


def test_ptx_entry_parameters_are_read_with_their_sizes():
    assert ptx_entry_params(HAND_PTX, "k") == [8, 8, 8, 8, 8, 4, 12]
    with pytest.raises(NotRunnable, match="no .entry other"):
        ptx_entry_params(HAND_PTX, "other")
    memref = {"name": "a", "kind": "memref", "shape": [7], "dtype": "float32", "role": "inout"}
    scalar = {"name": "s", "kind": "scalar", "shape": [], "dtype": "float32", "role": "in", "value": None}
    assert param_bytes([memref, scalar]) == [8, 8, 8, 8, 8, 4]
    with pytest.raises(NotRunnable, match="takes 7 parameters"):
        check_signature(HAND_PTX, "k", [memref, scalar])


def test_arguments_of_a_gpu_func_and_what_settings_must_give():
    from smem_opt.smem_dialect.gpu import FuncOp
    from smem_opt.tools.smem_opt import build_context, read_input

    text = """module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: memref<4x8xf16>, %n: index, %x: f32, %d: memref<?xi32>) kernel {
      gpu.return
    }
  }
}
"""
    module = read_input(build_context(), text.encode(), "k.mlir").module
    (func,) = [op for op in module.walk() if isinstance(op, FuncOp)]
    with pytest.raises(NotRunnable, match="no value for index scalar"):
        plan_args(func, LaunchSettings())
    with pytest.raises(NotRunnable, match="%d: memref<\\?xi32> needs 1 dynamic sizes, 0 given"):
        plan_args(func, LaunchSettings(scalars={"n": 3}))
    args = plan_args(func, LaunchSettings(scalars={"n": 3}, dynamic_sizes={"d": (5,)}))
    assert [(a["name"], a["kind"], a["shape"], a["dtype"]) for a in args] == [
        ("a", "memref", [4, 8], "float16"), ("n", "scalar", [], "int64"),
        ("x", "scalar", [], "float32"), ("d", "memref", [5], "int32"),
    ]
    assert args[1]["value"] == 3 and args[2]["value"] is None
    assert param_bytes(args) == [8] * 7 + [8, 4] + [8] * 5


class SignatureDriver(FakeDriver):
    """Loads real PTX: a launch reads each parameter with the size the PTX entry declares, and
    checks that every `.ptr` parameter is the start of a device allocation whose bytes match the
    descriptor that follows it (offset 0, sizes, row-major strides). Outputs are left as they
    are (the kernel does not run); ``wrong`` variants get one byte of their first buffer flipped."""

    def __init__(self, manifest, **kw):
        super().__init__({}, **kw)
        self.manifest = manifest
        self.checked: list[tuple] = []

    def cuModuleLoadData(self, image):
        text = ctypes.string_at(image).decode()
        (entry,) = re.findall(r"\.visible \.entry ([\w$]+)\(", text)
        # Two corpus kernels may share an entry name: the PTX text says which case it is. Where
        # both variants have the same PTX (one buffer: nothing to move), the runner's order
        # (without, then with) tells them apart.
        found = [(c, v) for c in self.manifest.cases for v in VARIANTS
                 if c.entry == entry and self.manifest.ptx(c, v) == text]
        loads = sum(1 for m in self.modules.values() if (m["case"], m["variant"]) in found)
        case, variant = found[loads % len(found)]
        handle = len(self.modules) + 1
        static = 0  # laid out one after the other at their alignment, as ptxas does
        for align, n in re.findall(r"^\s*\.shared \.align (\d+) \.b8 [\w$]+\[(\d+)\];", text, re.MULTILINE):
            static = -(-static // int(align)) * int(align) + int(n)
        self.modules[handle] = {"kernel": entry, "variant": variant, "registers": "32", "static": str(static),
                                "blocks": str(case.variants[variant]["report_blocks_per_sm"]), "ms": "1.0",
                                "ptx": text, "case": case}
        self._log("cuModuleLoadData", entry, variant)
        return (OK, handle)

    def cuLaunchKernel(self, function, gx, gy, gz, bx, by, bz, dynamic, stream, params, extra):
        f = self.functions[function]
        case = f["case"]
        assert (bx, by, bz) == case.block
        sizes = ptx_entry_params(f["ptx"], f["kernel"])
        pointer_params = [i for i, line in enumerate(
            re.search(rf"\.entry {re.escape(f['kernel'])}\(([^)]*)\)", f["ptx"]).group(1).strip().splitlines()) if ".ptr" in line]
        slots = ctypes.cast(params, ctypes.POINTER(ctypes.c_uint64))
        kinds = {1: ctypes.c_uint8, 2: ctypes.c_uint16, 4: ctypes.c_uint32, 8: ctypes.c_uint64}
        values = [ctypes.cast(slots[i], ctypes.POINTER(kinds[n]))[0] for i, n in enumerate(sizes)]
        buffers = [a for a in case.args if a["kind"] == "memref"]
        assert len(pointer_params) == 2 * len(buffers)
        for a, i in zip(buffers, pointer_params[::2]):
            rank = len(a["shape"])
            alloc, aligned, offset = values[i : i + 3]
            shape, strides = values[i + 3 : i + 3 + rank], values[i + 3 + rank : i + 3 + 2 * rank]
            assert alloc == aligned and alloc in self.memory and offset == 0
            assert list(shape) == a["shape"]
            assert list(strides) == [math.prod(a["shape"][k + 1 :]) for k in range(rank)]
            assert len(self.memory[alloc]) == math.prod(a["shape"]) * np.dtype(a["dtype"]).itemsize
        self.checked.append((case.key, f["variant"], len(sizes), (gx, gy, gz)))
        if f["variant"] in self.wrong and buffers:
            first = values[pointer_params[0]]
            self.memory[first][0] ^= 1
        return (OK,)


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory):
    if not _tools_present():
        pytest.skip("needs mlir-opt and ptxas")
    from bench.gpu.cases import compile_cases
    from bench.real_kernels import corpus_root

    if not (corpus_root() / "iree").is_dir():
        pytest.skip("no kernel corpus")
    root = tmp_path_factory.mktemp("corpus-ptx")
    compile_cases([], root, corpus=None, log=lambda _: None)
    return root


def test_compile_only_gives_both_variants_of_every_corpus_kernel_that_lowers(corpus_dir):
    from bench.real_kernels import corpus_root

    manifest = load_manifest(corpus_dir)
    cases = {c.kernel: c for c in manifest.cases}
    assert sorted(cases) == sorted(LOWERING_CORPUS)
    assert set(cases) == {p.stem for g in ("iree", "upstream") for p in (corpus_root() / g).glob("*.mlir")}
    assert manifest.skipped == []
    for name, case in cases.items():
        assert case.config == "corpus" and case.grid == TIMED_CORPUS.get(name, (1, 1, 1))
        assert case.params["timed"] == (name in TIMED_CORPUS)
        source = (corpus_root() / case.params["source"]).read_text()
        assert re.search(rf"gpu\.func @{re.escape(case.entry)}\(", source)
        declared = re.search(r"known_block_size = array<i32: (\d+), (\d+), (\d+)>", source)
        if declared:
            assert case.block == tuple(int(x) for x in declared.groups())
        for v in VARIANTS:
            ptx = manifest.ptx(case, v)
            assert f".visible .entry {case.entry}(" in ptx
            assert "shfl.sync.bfly" in ptx or "subgroup_reduce" not in source  # the butterflies lowered
            check_signature(ptx, case.entry, case.args)  # the plan takes the parameters the PTX declares
        if name in ("iree_attention_d64_f16_vd", "iree_softmax_f32_vd"):
            # IREE's reuse test shapes: buffers that share (22016 -> 13312 B, 280 -> 144 B)
            assert case.shared_bytes("with") < case.shared_bytes("without"), name
        elif name not in TIMED_CORPUS:
            # Nothing in these kernels can share: both variants hold the same shared bytes.
            assert case.shared_bytes("without") == case.shared_bytes("with"), name
    out = gpu_run._list(manifest, None, False)
    assert out.startswith("0 check, 12 corpus and 0 timing cases")
    assert "entry matmul_dispatch_0_matmul_1024x1024x1024_f16xf16xf32" in out
    assert "not run:" not in out


def test_corpus_run_plan_matches_the_ptx_and_the_variants_are_compared(corpus_dir, tmp_path):
    manifest = load_manifest(corpus_dir)
    fake = SignatureDriver(manifest)
    out = tmp_path / "gpu-results.md"
    sanitized: list = []
    code = gpu_run.main(["--ptx-dir", str(corpus_dir), "--out", str(out)], driver=fake,
                        sanitize_fn=clean_sanitizer(sanitized), log=lambda _: None)
    text = out.read_text()
    assert code == 0, text
    assert {(k, v, grid) for k, v, _, grid in fake.checked} == {
        (c.key, v, c.grid) for c in manifest.cases for v in VARIANTS}
    # each case once, and the timed ones again for every timed launch
    launches = Counter(k for k, _, _, _ in fake.checked)
    assert {k for k, n in launches.items() if n > 2} == {f"{k}.corpus" for k in TIMED_CORPUS}
    assert sorted(k for k, _ in sanitized) == sorted(c.key for c in manifest.cases)
    assert "corpus kernels (no reference): variants bit for bit equal in 12 of 12" in text
    row = next(line for line in text.splitlines() if line.startswith("| iree_matmul_f16_tf | corpus |"))
    assert "| no reference |" in row
    assert "not run" not in text
    for kernel in TIMED_CORPUS:  # a timing line of its own, on the dispatch's grid
        assert re.search(rf"^- {kernel}: \d+ -> \d+ blocks/SM .*with reuse$", text, re.M), kernel
    # A variant whose buffers differ after the launch is reported.
    fake = SignatureDriver(manifest, wrong=("with",))
    code = gpu_run.main(["--ptx-dir", str(corpus_dir), "--out", str(out), "--kernels", "iree_transpose_f32_tf"],
                        driver=fake, sanitize_fn=clean_sanitizer([]), log=lambda _: None)
    assert code == 1 and "iree_transpose_f32_tf.corpus: the variants differ" in out.read_text()


def test_corpus_scalars_reach_the_kernel_with_their_type(corpus_dir):
    manifest = load_manifest(corpus_dir)
    case = next(c for c in manifest.cases if c.kernel == "up_nvgpu_optimize_smem_128x32xf16")
    device = Device(SignatureDriver(manifest))
    host = gpu_run.random_inputs(case.args, 0)
    kernel = device.load(manifest.ptx(case, "with"), case.entry, 0)
    launch = gpu_run.Launch(device, case, kernel, gpu_run.shared_inputs(device, case, host), host)
    sizes = [p.dtype.itemsize if isinstance(p, np.generic) else 8 for p in launch.params]
    assert sizes == ptx_entry_params(manifest.ptx(case, "with"), case.entry)
    assert [int(p) for p in launch.params[-6:]] == [5, 8, 3, 8, 1, 0]
    multiple = next(c for c in manifest.cases if c.kernel == "up_gpucommon_memattr_multiple.kernel")
    host = gpu_run.random_inputs(multiple.args, 0)
    kernel = device.load(manifest.ptx(multiple, "with"), multiple.entry, 0)
    (param,) = gpu_run.Launch(device, multiple, kernel, {}, host).params
    assert param.dtype == np.float32 and param == host["arg0"]
