"""Drives the cgx kernel with the real jupyter_client, as a front end does; prints one JSON
object of what it saw (read by cgx.notebook.KernelProtocolTest). JUPYTER_PATH must hold the
kernel spec 'cgx'. Exit status 3 when jupyter_client is missing."""
import json, os, signal, sys, time

try:
    from jupyter_client.manager import KernelManager
except ImportError as e:
    print("jupyter_client is not installed: %s" % e, file=sys.stderr)
    sys.exit(3)

# A shell without job control starts background commands with SIGINT ignored, and an ignored
# signal stays ignored across exec: the kernel could not then take SIGINT at all. Handled here (as
# a Jupyter server handles it), it reaches the kernel at its default.
signal.signal(signal.SIGINT, signal.default_int_handler)

seen = {}
km = KernelManager(kernel_name="cgx")
km.start_kernel()
kc = km.client()
kc.start_channels()


def run(code, timeout=60):
    outputs = []
    reply = kc.execute_interactive(code, timeout=timeout, store_history=True,
                                   output_hook=lambda m: outputs.append({"type": m["msg_type"], "content": m["content"]}))
    return {"reply": reply["content"], "outputs": outputs}


try:
    kc.wait_for_ready(timeout=60)
    seen["kernel_info"] = kc.kernel_info(reply=True, timeout=30)["content"]
    seen["define"] = run("G := <2, <11|4|-3> | 3 | 4, <9|2|-5>>; G.Outcome")
    seen["state"] = run("G")
    seen["print"] = run('print("hello", 1/2); 7')
    seen["progress"] = run("AmalgamationConjecture10(MaxCount => 1)")
    seen["plot"] = run("ScoringNim([1, 4, 5]).Plot(-4, 4)")
    seen["table"] = run("MisereQuotient(0.75).PresentationTable")
    seen["error"] = run("x := 1; 1/0")
    seen["complete_dot"] = kc.complete("G.Ou", 4, reply=True, timeout=30)["content"]
    seen["complete_literal"] = kc.complete("x := <1|2|3>.Ou", 15, reply=True, timeout=30)["content"]
    seen["complete_name"] = kc.complete("ScoringNimP", 11, reply=True, timeout=30)["content"]
    seen["inspect"] = kc.inspect("ScoringNim([1])", 4, reply=True, timeout=30)["content"]
    for key, code in [("incomplete_for", "for i from 1 to 3 do"), ("incomplete_game", "H := <1|2"),
                      ("complete", "for i from 1 to 3 do print(i) end"), ("invalid", "1 + + )")]:
        kc.is_complete(code)
        seen["is_complete_" + key] = kc.get_shell_msg(timeout=30)["content"]
    # interrupt by interrupt_request (the spec's interrupt_mode is "message")
    long = "n := 0; while true do n := n + 1 end"
    for how in ["message", "signal"]:
        msg_id = kc.execute(long)
        time.sleep(1.5)
        start = time.time()
        if how == "message":
            km.interrupt_kernel()
        else:
            os.kill(km.provisioner.process.pid, signal.SIGINT)
        reply = kc.get_shell_msg(timeout=30)
        while reply["parent_header"].get("msg_id") != msg_id:
            reply = kc.get_shell_msg(timeout=30)
        seen["interrupt_" + how] = {"reply": reply["content"], "seconds": time.time() - start}
        seen["after_interrupt_" + how] = run("[G, n > 0]")
    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=60)
    seen["after_restart"] = run("G")
    seen["after_restart_ok"] = run("1 + 1")
finally:
    kc.stop_channels()
    km.shutdown_kernel(now=False)
    seen["alive_after_shutdown"] = km.is_alive()
print(json.dumps(seen))
