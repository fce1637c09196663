# Thin wrapper over CMake. `make kit` builds and writes the base-game kit to out/;
# `make test` builds and runs every test. Both install missing Debian packages first.
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: all deps configure build kit test fuzz bench clean

# Seconds each fuzz target runs; CI (where CI is set) fuzzes after the tests.
FUZZ_SECONDS ?= 60

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
ifneq ($(CI),)
	bash .ci/fuzz $(FUZZ_SECONDS)
endif

fuzz: deps
	bash .ci/fuzz $(FUZZ_SECONDS)

bench: configure
	@cmake -S . -B $(BUILD) -DCARCKIT_BENCH=ON >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

clean:
	rm -rf $(BUILD)
