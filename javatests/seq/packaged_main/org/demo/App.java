// The main class lives in a package (org.demo.App, run by its binary name)
// and ends with an uncaught custom exception declared as a nested class, so
// the trace holds package-qualified frames: exit code 1.
package org.demo;

public class App {
    static class Failure extends RuntimeException {
        Failure(String msg) {
            super(msg);
        }
    }

    private final String name;

    App(String name) {
        this.name = name;
    }

    void run(int steps) {
        for (int i = 0; i < steps; i++) {
            System.out.println(name + " step " + i);
            if (i == 2) {
                throw new Failure(name + " failed at step " + i);
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("class " + App.class.getName() + " package " + App.class.getPackageName());
        new App("demo").run(5);
    }
}
