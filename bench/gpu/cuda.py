"""The CUDA driver API calls of the GPU runner, over ``cuda-bindings``.

``Device`` wraps a driver module (``cuda.bindings.driver`` from ``pip install
cuda-bindings``; tests pass another object with the same functions): every call
returns ``(CUresult, *values)`` and a result other than ``CUDA_SUCCESS`` raises
``CudaError`` naming the call and the error. It uses the device's primary
context, loads PTX (the driver compiles it for the GPU), reads function
attributes, raises ``CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`` for
kernels that need more dynamic shared memory than the default 48 KiB, asks
``cuOccupancyMaxActiveBlocksPerMultiprocessor``, moves numpy arrays, launches
and times with events.

A kernel lowered by MLIR's ``convert-gpu-to-nvvm`` takes each memref argument as
its descriptor, expanded: allocated pointer, aligned pointer, offset, then the
sizes and the strides (all 64-bit); ``memref_params`` builds them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

INSTALL_HINT = "pip install cuda-bindings numpy (and an NVIDIA driver)"
STATIC_SHARED_LIMIT = 48 * 1024


class DriverMissing(RuntimeError):
    """cuda-bindings is not installed, or no NVIDIA driver / GPU is usable."""


STICKY_ERRORS = frozenset({
    "CUDA_ERROR_ILLEGAL_ADDRESS",
    "CUDA_ERROR_LAUNCH_FAILED",
    "CUDA_ERROR_MISALIGNED_ADDRESS",
    "CUDA_ERROR_ILLEGAL_INSTRUCTION",
    "CUDA_ERROR_INVALID_PC",
    "CUDA_ERROR_INVALID_ADDRESS_SPACE",
    "CUDA_ERROR_HARDWARE_STACK_ERROR",
    "CUDA_ERROR_ASSERT",
    "CUDA_ERROR_LAUNCH_TIMEOUT",
})
"""Errors that leave the context unusable until it is reset (``Device.recover``)."""


class CudaError(RuntimeError):
    """A driver call returned an error."""

    def __init__(self, call: str, name: str):
        super().__init__(f"{call} failed: {name}")
        self.call = call
        self.name = name

    @property
    def sticky(self) -> bool:
        return self.name in STICKY_ERRORS


def load_driver():
    """The driver module of cuda-bindings (``cuda.bindings.driver``, or the older ``cuda.cuda``)."""
    try:
        from cuda.bindings import driver  # type: ignore[import-not-found]

        return driver
    except ImportError:
        pass
    try:
        from cuda import cuda as driver  # type: ignore[import-not-found,no-redef]

        return driver
    except ImportError:
        raise DriverMissing(f"the CUDA driver API for Python is not installed: {INSTALL_HINT}") from None


def memref_params(pointer: int, shape: list[int] | tuple[int, ...]) -> list[int]:
    """The expanded descriptor of a contiguous row-major memref at ``pointer``."""
    strides = [math.prod(shape[i + 1 :]) for i in range(len(shape))]
    return [pointer, pointer, 0, *shape, *strides]


@dataclass
class Kernel:
    """A loaded kernel: its module, function and the figures the driver gives for it."""

    name: str
    module: Any
    function: Any
    registers: int
    static_shared: int
    dynamic_shared: int


class Device:
    """One GPU through the driver API (primary context of device ``ordinal``)."""

    def __init__(self, driver: Any, ordinal: int = 0):
        self.d = driver
        try:
            self.call("cuInit", 0)
        except CudaError as err:
            raise DriverMissing(f"the CUDA driver does not start: {err}") from None
        except Exception as err:  # cuda-bindings raises when libcuda itself is missing
            raise DriverMissing(f"no usable NVIDIA driver: {err}") from None
        count = self.call("cuDeviceGetCount")
        if count <= ordinal:
            raise DriverMissing(f"no CUDA device {ordinal} (the driver sees {count})")
        self.dev = self.call("cuDeviceGet", ordinal)
        self.ctx = self.call("cuDevicePrimaryCtxRetain", self.dev)
        self.call("cuCtxSetCurrent", self.ctx)
        raw = self.call("cuDeviceGetName", 256, self.dev)
        self.name = (raw.decode(errors="replace") if isinstance(raw, bytes) else str(raw)).split("\0")[0].strip()
        attr = self.d.CUdevice_attribute
        self.cc = (
            self.call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, self.dev),
            self.call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, self.dev),
        )
        self.sms = self.call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, self.dev)
        self.driver_version = self.call("cuDriverGetVersion")
        self._allocations: list[Any] = []
        self._modules: list[Any] = []

    # -- calls --------------------------------------------------------------------------

    def _error_name(self, err: Any) -> str:
        try:
            result = self.d.cuGetErrorName(err)
            name = result[1] if isinstance(result, tuple) else result
            return name.decode() if isinstance(name, bytes) else str(name)
        except Exception:  # the name is only for the message
            return str(err)

    def call(self, name: str, *args: Any) -> Any:
        """``driver.name(*args)``: its value(s), or ``CudaError``."""
        result = getattr(self.d, name)(*args)
        err, values = (result[0], result[1:]) if isinstance(result, tuple) else (result, ())
        if err != self.d.CUresult.CUDA_SUCCESS:
            raise CudaError(name, self._error_name(err))
        if not values:
            return None
        return values[0] if len(values) == 1 else values

    @property
    def target(self) -> str:
        return f"sm_{self.cc[0]}{self.cc[1]}"

    # -- kernels ------------------------------------------------------------------------

    def load(self, ptx: str, name: str, dynamic_shared: int) -> Kernel:
        """Load PTX, find ``name``, and allow it ``dynamic_shared`` bytes of dynamic shared memory."""
        image = np.frombuffer(ptx.encode() + b"\0", dtype=np.uint8)
        module = self.call("cuModuleLoadData", image.ctypes.data)
        self._modules.append(module)
        function = self.call("cuModuleGetFunction", module, name.encode())
        fa = self.d.CUfunction_attribute
        if dynamic_shared > 0:
            self.call(
                "cuFuncSetAttribute", function, fa.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, dynamic_shared
            )
        registers = self.call("cuFuncGetAttribute", fa.CU_FUNC_ATTRIBUTE_NUM_REGS, function)
        static = self.call("cuFuncGetAttribute", fa.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function)
        return Kernel(name, module, function, registers, static, dynamic_shared)

    def occupancy(self, kernel: Kernel, threads: int) -> int:
        """``cuOccupancyMaxActiveBlocksPerMultiprocessor`` with the kernel's dynamic size."""
        return self.call(
            "cuOccupancyMaxActiveBlocksPerMultiprocessor", kernel.function, threads, kernel.dynamic_shared
        )

    def launch(self, kernel: Kernel, grid: tuple[int, int, int], block: tuple[int, int, int],
               params: list[int | np.generic]) -> None:
        """Launch on the default stream; ``params`` are the kernel parameters: a Python int is
        64-bit (a pointer, an index), a numpy scalar has its own type and size."""
        values = [np.array([p], dtype=p.dtype if isinstance(p, np.generic) else np.uint64) for p in params]
        pointers = np.array([v.ctypes.data for v in values], dtype=np.uint64)
        self.call("cuLaunchKernel", kernel.function, *grid, *block, kernel.dynamic_shared, 0, pointers.ctypes.data, 0)

    def synchronize(self) -> None:
        self.call("cuCtxSynchronize")

    # -- memory -------------------------------------------------------------------------

    def to_device(self, array: np.ndarray) -> int:
        """A device copy of ``array``; its address."""
        array = np.ascontiguousarray(array)
        pointer = self.call("cuMemAlloc", max(array.nbytes, 1))
        self._allocations.append(pointer)
        if array.nbytes:
            self.call("cuMemcpyHtoD", pointer, array.ctypes.data, array.nbytes)
        return int(pointer)

    def from_device(self, pointer: int, like: np.ndarray) -> np.ndarray:
        out = np.empty_like(like)
        if out.nbytes:
            self.call("cuMemcpyDtoH", out.ctypes.data, pointer, out.nbytes)
        return out

    def recover(self) -> None:
        """Reset the primary context after a sticky error (its allocations and modules are gone)."""
        self._allocations.clear()
        self._modules.clear()
        self.call("cuDevicePrimaryCtxReset", self.dev)
        self.ctx = self.call("cuDevicePrimaryCtxRetain", self.dev)
        self.call("cuCtxSetCurrent", self.ctx)

    def free_all(self) -> None:
        """Free every allocation and unload every module made so far."""
        for pointer in self._allocations:
            self.call("cuMemFree", pointer)
        for module in self._modules:
            self.call("cuModuleUnload", module)
        self._allocations.clear()
        self._modules.clear()

    # -- events -------------------------------------------------------------------------

    def event(self) -> Any:
        return self.call("cuEventCreate", 0)

    def record(self, event: Any) -> None:
        self.call("cuEventRecord", event, 0)

    def elapsed_ms(self, start: Any, end: Any) -> float:
        self.call("cuEventSynchronize", end)
        return float(self.call("cuEventElapsedTime", start, end))

    def destroy(self, event: Any) -> None:
        self.call("cuEventDestroy", event)


__all__ = [
    "INSTALL_HINT",
    "STATIC_SHARED_LIMIT",
    "STICKY_ERRORS",
    "CudaError",
    "Device",
    "DriverMissing",
    "Kernel",
    "load_driver",
    "memref_params",
]
