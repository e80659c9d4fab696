import LayercastPort
import Testing

/// `#keyPath` becomes the string it stands for.
@Suite struct KeyPathTests {
    @Test func theTypeIsDroppedAndThePathKept() {
        expectPort("""
            class PulseView: UIView {
                func pulse() {
                    let grow = CABasicAnimation(keyPath: #keyPath(CALayer.transform.scale))
                    let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                    layer.add(grow, forKey: #keyPath(transform))
                    layer.add(fade, forKey: #keyPath(layer.opacity))
                    observe(#keyPath(QuartzCore.CALayer.bounds.size))
                }
            }
            """, """
            class PulseView: UIView {
                func pulse() {
                    let grow = CABasicAnimation(keyPath: "transform.scale")
                    let fade = CABasicAnimation(keyPath: "opacity")
                    layer.add(grow, forKey: "transform")
                    layer.add(fade, forKey: "layer.opacity")
                    observe("bounds.size")
                }
            }
            """)
    }

    @Test func anUnusualKeyPathIsReported() {
        let source = """
            let key = #keyPath(items[0].name)
            """
        expectPort(source, source, warnings: [
            "1:11: warning: this '#keyPath' is not rewritten; write the key path as a string",
        ])
    }
}
