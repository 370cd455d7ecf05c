#!/usr/bin/env bash
# One GPU per MPI rank: runs COMMAND with CUDA_VISIBLE_DEVICES set to the rank's number on its
# node (OpenMPI's OMPI_COMM_WORLD_LOCAL_RANK), so that each process sees one device, its own,
# as device 0 (the directive runtimes, cudart and NCCL then agree on it).
#
#   mpirun -np 2 bash bench/gpu/rank_gpu.sh build/omp-target-clang-nvptx-mpi/bin/spcg ...
export CUDA_VISIBLE_DEVICES=${OMPI_COMM_WORLD_LOCAL_RANK:?not started by OpenMPI mpirun}
exec "$@"
