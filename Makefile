# Thin wrapper over CMake. `make kit` builds and writes the base-game kit to out/;
# `make test` builds and runs every test. Both install missing Debian packages first.
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: all deps configure build kit test bench clean

all: build

deps:
	@bash .ci/install-deps

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

kit: build
	./$(BUILD)/carckit kit tilesets/base-c1.yaml -o out/base-c1-kit.pdf

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: configure
	@cmake -S . -B $(BUILD) -DCARCKIT_BENCH=ON >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

clean:
	rm -rf $(BUILD)
