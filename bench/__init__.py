"""smem-opt benchmark: kernel corpus, baselines from public descriptions, and the runner."""
