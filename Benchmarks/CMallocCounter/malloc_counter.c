// Interposes the allocator entry points of glibc and counts calls, forwarding each to
// glibc's own implementation (__libc_malloc and friends). Linked only into stagehand-bench.
#include "CMallocCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define STAGEHAND_SANITIZED 1
#endif
#endif

// Sanitizers bring their own allocator; counting is then off (and the bench says so).
#if defined(__linux__) && defined(__GLIBC__) && !defined(STAGEHAND_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocation_count = 0;

static inline void count_one(void) { __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t stagehand_allocation_count(void) { return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED); }

int stagehand_allocation_counting_active(void) { return 1; }

#else

uint64_t stagehand_allocation_count(void) { return 0; }

int stagehand_allocation_counting_active(void) { return 0; }

#endif
