import Foundation

/// Runs `body` on a new thread with a small stack (512 KiB by default) and returns its result,
/// so that a test proves an operation uses no stack space proportional to its input: a
/// recursion over 50,000 levels needs megabytes and would crash there.
func onSmallStack<T: Sendable>(
    bytes: Int = 512 * 1024, _ body: @escaping @Sendable () throws -> T
) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let result = SmallStackResult<T>()
    let thread = Thread {
        result.set(Result { try body() })
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    return try result.get()
}

/// The result handed from the small-stack thread to the waiting test.
///
/// `@unchecked Sendable`: `value` is written once by the thread before it signals the
/// semaphore, and read by the test only after waiting on it, so the two never overlap (the
/// semaphore orders them); the lock makes that explicit.
private final class SmallStackResult<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<T, any Error>?

    func set(_ result: Result<T, any Error>) {
        lock.lock()
        value = result
        lock.unlock()
    }

    func get() throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try value!.get()
    }
}
